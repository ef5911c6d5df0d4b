import { createFileRoute } from '@tanstack/react-router'
import { PermissionsPage } from '../../features/users/components/permissions-page'
import { validatePermissionsSearch } from '../../features/users/search'
import { requireAbility } from '../../lib/ability'
import { loadTexts } from '../../lib/i18n'

/** Computed from the shared permission table: nothing to load. */
export const Route = createFileRoute('/_app/users-permissions')({
  beforeLoad: async ({ context }) => {
    await requireAbility(context.queryClient, 'read', 'UsersManagement')
    await loadTexts(context.i18n, 'users')
  },
  validateSearch: validatePermissionsSearch,
  component: PermissionsRoute,
})

function PermissionsRoute() {
  const { profile } = Route.useSearch()
  return <PermissionsPage highlight={profile} />
}
