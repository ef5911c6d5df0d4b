import { createFileRoute } from '@tanstack/react-router'
import { entitiesQuery, intentsQuery, trainStatusQuery } from '../../features/nlp/api/nlp'
import { NlpPage } from '../../features/nlp/components/nlp-page'
import { nlpSearchSchema } from '../../features/nlp/search'
import { primeQuery, searchValidator } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconBrain } from '../../ui/icons'

export const Route = createFileRoute('/_app/nlp')({
  staticData: {
    permission: ['read', 'NlpIntents'],
    nav: { label: 'nlp.label', icon: IconBrain, group: 'frame.groups.chatbots', order: 320 },
    texts: ['nlp'],
  },
  validateSearch: searchValidator(nlpSearchSchema),
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
