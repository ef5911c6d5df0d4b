import { createFileRoute } from '@tanstack/react-router'
import { flowsQuery } from '../../features/builder/api/flows'
import { FlowsPage } from '../../features/builder/components/flows-page'
import { builderScopeOf } from '../../features/builder/scope'
import { flowsSearchSchema } from '../../features/builder/search'
import { primeQuery, searchValidator } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconSitemap } from '../../ui/icons'

export const Route = createFileRoute('/_app/builder')({
  staticData: {
    permission: ['read', 'Builder'],
    nav: { label: 'builder.label', icon: IconSitemap, group: 'frame.groups.chatbots', order: 310 },
    texts: ['builder'],
  },
  validateSearch: searchValidator(flowsSearchSchema),
  loader: async ({ context }) => {
    const scope = builderScopeOf(await loadSelectedChatbot(context.queryClient))
    if (scope) await primeQuery(context.queryClient, flowsQuery(scope))
  },
  component: FlowsRoute,
})

function FlowsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <FlowsPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
}
