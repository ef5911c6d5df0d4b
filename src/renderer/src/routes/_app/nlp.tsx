import { createFileRoute } from '@tanstack/react-router'
import { NlpPage } from '../../features/nlp/components/nlp-page'
import { nlpSearchSchema } from '../../features/nlp/search'
import { requireAbility } from '../../lib/ability'
import { primeQuery, searchValidator } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'

export const Route = createFileRoute('/_app/nlp')({
  validateSearch: searchValidator(nlpSearchSchema),
  beforeLoad: ({ context }) => requireAbility(context.queryClient, 'read', 'NlpIntents'),
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (!chatbot) return
    // Imported here, not at the top: the route's loader is in the initial bundle, the api need not be.
    const { entitiesQuery, intentsQuery, trainStatusQuery } = await import('../../features/nlp/api/nlp')
    await Promise.all([
      primeQuery(context.queryClient, intentsQuery(chatbot.id)),
      primeQuery(context.queryClient, trainStatusQuery(chatbot.id)),
      primeQuery(context.queryClient, entitiesQuery(chatbot.id)),
    ])
  },
  component: NlpRoute,
})

function NlpRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <NlpPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
}
