import { createFileRoute } from '@tanstack/react-router'
import { configurationQuery } from '../../features/inbox/api/configuration'
import { ConfigurationPage } from '../../features/inbox/components/configuration-page'
import { inboxScopeOf } from '../../features/inbox/scope'
import { noSearch, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconAdjustments } from '../../ui/icons'

export const Route = createFileRoute('/_app/inbox-configuration')({
  staticData: {
    permission: ['read', 'SettingsAts'],
    nav: { label: 'inbox.configuration', icon: IconAdjustments, order: 220 },
    texts: ['inbox'],
  },
  validateSearch: noSearch,
  loader: async ({ context }) => {
    const scope = inboxScopeOf(await loadSelectedChatbot(context.queryClient))
    if (scope) await primeQuery(context.queryClient, configurationQuery(scope))
  },
  component: ConfigurationPage,
})
