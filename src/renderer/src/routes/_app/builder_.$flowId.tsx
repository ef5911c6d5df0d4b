import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { flowQuery } from '../../features/builder/api/flow'
import { FlowPage } from '../../features/builder/components/flow-page'
import { builderScopeOf } from '../../features/builder/scope'
import { BuilderTryIt } from '../../features/nlp/components/builder-try-it'
import { requireAbility } from '../../lib/ability'
import { idParam, noSearch, paramsParser, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'

export const Route = createFileRoute('/_app/builder_/$flowId')({
  params: paramsParser(v.object({ flowId: idParam })),
  validateSearch: noSearch,
  beforeLoad: ({ context }) => requireAbility(context.queryClient, 'read', 'Builder'),
  loader: async ({ context, params }) => {
    const scope = builderScopeOf(await loadSelectedChatbot(context.queryClient))
    if (scope) await primeQuery(context.queryClient, flowQuery(scope, params.flowId))
  },
  component: FlowRoute,
})

function FlowRoute() {
  const { flowId } = Route.useParams()
  return (
    <>
      <FlowPage key={flowId} flowId={flowId} />
      <BuilderTryIt />
    </>
  )
}
