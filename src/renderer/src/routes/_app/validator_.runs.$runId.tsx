import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ResultsPage } from '../../features/validator/components/results-page'
import { requireAbility } from '../../lib/ability'
import { loadTexts } from '../../lib/i18n'
import { idParam, noSearch, paramsParser, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'

export const Route = createFileRoute('/_app/validator_/runs/$runId')({
  params: paramsParser(v.object({ runId: idParam })),
  validateSearch: noSearch,
  beforeLoad: async ({ context }) => {
    await requireAbility(context.queryClient, 'read', 'ValidatorResults')
    await loadTexts(context.i18n, 'validator')
  },
  loader: async ({ context, params }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (!chatbot) return
    // Imported here, not at the top: the route's loader is in the initial bundle, the api need not be.
    const { runQuery } = await import('../../features/validator/api/validator')
    await primeQuery(context.queryClient, runQuery(chatbot.id, params.runId))
  },
  component: ResultsRoute,
})

function ResultsRoute() {
  const { runId } = Route.useParams()
  const navigate = Route.useNavigate()
  return <ResultsPage runId={runId} onBack={() => void navigate({ to: '/validator' })} />
}
