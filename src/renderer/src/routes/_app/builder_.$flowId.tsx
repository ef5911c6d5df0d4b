import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { BuilderSlots } from '../../app/builder-slots'
import { flowQuery } from '../../features/builder/api/flow'
import { FlowPage } from '../../features/builder/components/flow-page'
import { builderScopeOf } from '../../features/builder/scope'
import { flowSearchSchema } from '../../features/builder/search'
import { BuilderTryIt } from '../../features/nlp/components/builder-try-it'
import { idParam, paramsParser, primeQuery, searchValidator } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'

// Written out: Try it's link into this route (rendered by this route too) would make the type circular.
const validateFlowSearch: (search: Record<string, unknown>) => { state?: string } =
  searchValidator(flowSearchSchema)

export const Route = createFileRoute('/_app/builder_/$flowId')({
  staticData: {
    permission: ['read', 'Builder'],
    texts: ['builder', 'nlp', 'email-templates', 'ats'],
  },
  params: paramsParser(v.object({ flowId: idParam })),
  // ?state=<id>: open that state (Try it's link to the state behind an answer).
  validateSearch: validateFlowSearch,
  loader: async ({ context, params }) => {
    const scope = builderScopeOf(await loadSelectedChatbot(context.queryClient))
    if (scope) await primeQuery(context.queryClient, flowQuery(scope, params.flowId))
  },
  component: FlowRoute,
})

function FlowRoute() {
  const { flowId } = Route.useParams()
  const { state } = Route.useSearch()
  return (
    // A processor's e-mail templates and mappers, and a state's ATS mappings, are edited in their drawers
    // with the e-mail and ATS tabs' own editors.
    <BuilderSlots>
      <FlowPage key={`${flowId}:${state ?? ''}`} flowId={flowId} initialState={state} />
      <BuilderTryIt />
    </BuilderSlots>
  )
}
