import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { BuilderSlots } from '../../app/builder-slots'
import { useFlowDropOff } from '../../features/analytics/api/drop-off'
import { TreePage } from '../../features/builder/components/tree-page'
import { treeSearchSchema, type TreeSearch } from '../../features/builder/search'
import { idParam, paramsParser, searchValidator } from '../../lib/route-data'

/**
 * A flow's tree view: its own chunk, the only one that loads @xyflow/react (QUALITY P-2). Its data is read by
 * the page (in pages, api/tree.ts), so nothing of it weighs on the initial bundle. The drop-off overlay
 * comes from analytics; the route is where the two areas meet (features do not import each other).
 */

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
    <BuilderSlots>
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
    </BuilderSlots>
  )
}
