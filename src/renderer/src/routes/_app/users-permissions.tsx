import { createFileRoute } from '@tanstack/react-router'
import { PermissionsPage } from '../../features/users/components/permissions-page'
import { validatePermissionsSearch } from '../../features/users/search'
import { requireAbility } from '../../lib/ability'

/** Computed from the shared permission table: nothing to load. */
export const Route = createFileRoute('/_app/users-permissions')({
  beforeLoad: ({ context }) => requireAbility(context.queryClient, 'read', 'UsersManagement'),
  validateSearch: validatePermissionsSearch,
  component: PermissionsRoute,
})

function PermissionsRoute() {
  const { profile } = Route.useSearch()
  return <PermissionsPage highlight={profile} />
}
