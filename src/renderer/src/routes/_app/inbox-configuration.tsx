import { createFileRoute } from '@tanstack/react-router'
import { ConfigurationPage } from '../../features/inbox/components/configuration-page'
import { requireAbility } from '../../lib/ability'

export const Route = createFileRoute('/_app/inbox-configuration')({
  beforeLoad: ({ context }) => requireAbility(context.queryClient, 'read', 'SettingsAts'),
  component: ConfigurationPage,
})
