import { createFileRoute } from '@tanstack/react-router'
import { campaignsQuery } from '../../features/automations/api/campaigns'
import { AutomationsPage } from '../../features/automations/components/automations-page'
import { automationsSearchSchema } from '../../features/automations/search'
import { primeQuery, searchValidator } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconSpeakerphone } from '../../ui/icons'

export const Route = createFileRoute('/_app/automations')({
  staticData: {
    permission: ['read', 'Campaigns'],
    nav: { label: 'automations.label', icon: IconSpeakerphone, group: 'frame.groups.campaigns', order: 400 },
    texts: ['automations', 'inbox'],
  },
  validateSearch: searchValidator(automationsSearchSchema),
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
