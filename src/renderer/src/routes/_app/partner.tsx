import { createFileRoute } from '@tanstack/react-router'
import { PartnerHome } from '../../features/partner/components/partner-home'
import { requireAbility } from '../../lib/ability'
import { noSearch } from '../../lib/route-data'

/** A page of text: no data to load. */
export const Route = createFileRoute('/_app/partner')({
  validateSearch: noSearch,
  beforeLoad: ({ context }) => requireAbility(context.queryClient, 'read', 'PartnerPortal'),
  component: PartnerHome,
})
