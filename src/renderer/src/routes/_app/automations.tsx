import { createFileRoute } from '@tanstack/react-router'
import { campaignsQuery } from '../../features/automations/api/campaigns'
import { AutomationsPage } from '../../features/automations/components/automations-page'
import { automationsSearchSchema } from '../../features/automations/search'
import { requireAbility } from '../../lib/ability'
import { loadTexts } from '../../lib/i18n'
import { primeQuery, searchValidator } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'

export const Route = createFileRoute('/_app/automations')({
  validateSearch: searchValidator(automationsSearchSchema),
  beforeLoad: async ({ context }) => {
    await requireAbility(context.queryClient, 'read', 'Campaigns')
    await loadTexts(context.i18n, 'automations')
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (chatbot) await primeQuery(context.queryClient, campaignsQuery(chatbot.id, deps))
  },
  component: AutomationsRoute,
})

function AutomationsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AutomationsPage
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
      onOpen={(campaignId) => void navigate({ to: '/automations/$campaignId', params: { campaignId } })}
    />
  )
}
