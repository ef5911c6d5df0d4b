import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { runQuery } from '../../features/validator/api/validator'
import { ResultsPage } from '../../features/validator/components/results-page'
import { idParam, noSearch, paramsParser, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'

export const Route = createFileRoute('/_app/validator_/runs/$runId')({
  staticData: {
    permission: ['read', 'ValidatorResults'],
    texts: ['validator'],
  },
  params: paramsParser(v.object({ runId: idParam })),
  validateSearch: noSearch,
  loader: async ({ context, params }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (!chatbot) return
    await primeQuery(context.queryClient, runQuery(chatbot.id, params.runId))
  },
  component: ResultsRoute,
})

function ResultsRoute() {
  const { runId } = Route.useParams()
  const navigate = Route.useNavigate()
  return <ResultsPage runId={runId} onBack={() => void navigate({ to: '/validator' })} />
}
