import { createFileRoute } from '@tanstack/react-router'
import { configurationQuery } from '../../features/inbox/api/configuration'
import { ConfigurationPage } from '../../features/inbox/components/configuration-page'
import { inboxScopeOf } from '../../features/inbox/scope'
import { requireAbility } from '../../lib/ability'
import { noSearch, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'

export const Route = createFileRoute('/_app/inbox-configuration')({
  validateSearch: noSearch,
  beforeLoad: ({ context }) => requireAbility(context.queryClient, 'read', 'SettingsAts'),
  loader: async ({ context }) => {
    const scope = inboxScopeOf(await loadSelectedChatbot(context.queryClient))
    if (scope) await primeQuery(context.queryClient, configurationQuery(scope))
  },
  component: ConfigurationPage,
})
