import { createFileRoute } from '@tanstack/react-router'
import { PartnerHome } from '../../features/partner/components/partner-home'
import { noSearch } from '../../lib/route-data'
import { IconHeartHandshake } from '../../ui/icons'

/** A page of text: no data to load. */
export const Route = createFileRoute('/_app/partner')({
  staticData: {
    permission: ['read', 'PartnerPortal'],
    nav: { label: 'partner.label', icon: IconHeartHandshake, group: 'frame.groups.partner', order: 700 },
    texts: ['partner'],
  },
  validateSearch: noSearch,
  component: PartnerHome,
})
