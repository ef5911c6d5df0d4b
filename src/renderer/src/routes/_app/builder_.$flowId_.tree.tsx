import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { TreePage } from '../../features/builder/components/tree-page'
import { requireAbility } from '../../lib/ability'
import { idParam, noSearch, paramsParser } from '../../lib/route-data'

/**
 * A flow's tree view: its own chunk, the only one that loads @xyflow/react (QUALITY P-2). Its data is read by
 * the page (in pages, api/tree.ts), so nothing of it weighs on the initial bundle.
 */
export const Route = createFileRoute('/_app/builder_/$flowId_/tree')({
  params: paramsParser(v.object({ flowId: idParam })),
  validateSearch: noSearch,
  beforeLoad: ({ context }) => requireAbility(context.queryClient, 'read', 'Builder'),
  component: TreeRoute,
})

function TreeRoute() {
  const { flowId } = Route.useParams()
  return <TreePage key={flowId} flowId={flowId} />
}
