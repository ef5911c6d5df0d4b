import { createFileRoute } from '@tanstack/react-router'
import { PartnerHome } from '../../features/partner/components/partner-home'
import { requireAbility } from '../../lib/ability'

export const Route = createFileRoute('/_app/partner')({
  beforeLoad: ({ context }) => requireAbility(context.queryClient, 'read', 'PartnerPortal'),
  component: PartnerHome,
})
