import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { useFlowDropOff } from '../../features/analytics/api/drop-off'
import { EmailDependencyEditor } from '../../features/email-templates/components/dependency-editor'
import { TreePage } from '../../features/builder/components/tree-page'
import { ProcessorDependencyEditorSlot } from '../../features/builder/processor-dependency-slot'
import { StateMappingsSlot } from '../../features/builder/state-mappings-slot'
import { StateAtsMappings } from '../../features/ats/components/state-mappings'
import { treeSearchSchema, type TreeSearch } from '../../features/builder/search'
import { idParam, paramsParser, searchValidator } from '../../lib/route-data'

/**
 * A flow's tree view: its own chunk, the only one that loads @xyflow/react (QUALITY P-2). Its data is read by
 * the page (in pages, api/tree.ts), so nothing of it weighs on the initial bundle. The drop-off overlay
 * comes from analytics; the route is where the two areas meet (features do not import each other).
 */
const stateAtsMappings = (stateId: string) => <StateAtsMappings stateId={stateId} />

export const Route = createFileRoute('/_app/builder_/$flowId_/tree')({
  staticData: {
    permission: ['read', 'Builder'],
    texts: ['builder', 'email-templates', 'ats'],
  },
  params: paramsParser(v.object({ flowId: idParam })),
  validateSearch: searchValidator(treeSearchSchema),
  component: TreeRoute,
})

function TreeRoute() {
  const { flowId } = Route.useParams()
  // Typed by the schema: the route tree's inference of this route's own search is circular here.
  const { state, from, to }: TreeSearch = Route.useSearch()
  const navigate = Route.useNavigate()
  const period = from && to && from <= to ? { from, to } : null
  const byState = useFlowDropOff(flowId, period)
  return (
    <ProcessorDependencyEditorSlot value={EmailDependencyEditor}>
      <StateMappingsSlot value={stateAtsMappings}>
        <TreePage
          key={flowId}
          flowId={flowId}
          initialState={state}
          dropOff={
            period && byState !== null
              ? {
                  ...period,
                  byState,
                  onHide: () => void navigate({ search: state ? { state } : {}, replace: true }),
                }
              : null
          }
        />
      </StateMappingsSlot>
    </ProcessorDependencyEditorSlot>
  )
}
