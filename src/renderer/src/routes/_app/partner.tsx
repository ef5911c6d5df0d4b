import { createFileRoute } from '@tanstack/react-router'
import { PartnerHome } from '../../features/partner/components/partner-home'
import { noSearch } from '../../lib/route-data'
import { IconHeartHandshake } from '../../ui/icons'

/** The partner portal: the automations of the partner's chatbot and a new one from a template. */
export const Route = createFileRoute('/_app/partner')({
  staticData: {
    permission: ['read', 'PartnerPortal'],
    nav: { label: 'partner.label', icon: IconHeartHandshake, group: 'frame.groups.partner', order: 700 },
    texts: ['partner'],
  },
  validateSearch: noSearch,
  component: PartnerHome,
})
