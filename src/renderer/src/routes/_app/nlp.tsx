import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { entitiesQuery, intentsQuery, trainStatusQuery } from '../../features/nlp/api/nlp'
import { NlpPage, nlpTabs } from '../../features/nlp/components/nlp-page'
import { requireAbility } from '../../lib/ability'
import { primeQuery, searchValidator } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'

const nlpSearch = v.object({
  tab: v.fallback(v.optional(v.picklist(nlpTabs)), undefined),
  intent: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
})

export const Route = createFileRoute('/_app/nlp')({
  validateSearch: searchValidator(nlpSearch),
  beforeLoad: ({ context }) => requireAbility(context.queryClient, 'read', 'NlpIntents'),
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (!chatbot) return
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
