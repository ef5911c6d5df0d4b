import { createFileRoute } from '@tanstack/react-router'
import { PermissionsPage } from '../../features/users/components/permissions-page'
import { validatePermissionsSearch } from '../../features/users/search'
import { IconShieldCheck } from '../../ui/icons'

/** Computed from the shared permission table: nothing to load. */
export const Route = createFileRoute('/_app/users-permissions')({
  staticData: {
    permission: ['read', 'UsersManagement'],
    nav: { label: 'users.permissions', icon: IconShieldCheck, order: 840 },
    texts: ['users'],
  },
  validateSearch: validatePermissionsSearch,
  component: PermissionsRoute,
})

function PermissionsRoute() {
  const { profile } = Route.useSearch()
  return <PermissionsPage highlight={profile} />
}
