import * as v from 'valibot'
import { createFileRoute } from '@tanstack/react-router'
import { campaignQuery } from '../../features/automations/api/campaigns'
import { CampaignDetail } from '../../features/automations/components/campaign-detail'
import { automationDetailSearchSchema } from '../../features/automations/search'
import { idParam, paramsParser, primeQuery, searchValidator } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'

export const Route = createFileRoute('/_app/automations_/$campaignId')({
  staticData: {
    permission: ['read', 'Campaigns'],
    texts: ['automations', 'inbox'],
  },
  params: paramsParser(v.object({ campaignId: idParam })),
  validateSearch: searchValidator(automationDetailSearchSchema),
  loader: async ({ context, params }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (chatbot) await primeQuery(context.queryClient, campaignQuery(chatbot.id, params.campaignId))
  },
  component: CampaignRoute,
})

function CampaignRoute() {
  const { campaignId } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <CampaignDetail
      campaignId={campaignId}
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
      onBack={() => void navigate({ to: '/automations' })}
    />
  )
}
