import { createFileRoute } from '@tanstack/react-router'
import { meQuery } from '../../features/users/api/me'
import { userListQuery } from '../../features/users/api/user-list'
import { UsersPage } from '../../features/users/components/users-page'
import { validateUsersSearch } from '../../features/users/search'
import { primeQuery } from '../../lib/route-data'
import { IconUsers } from '../../ui/icons'

export const Route = createFileRoute('/_app/users')({
  staticData: {
    permission: ['read', 'UsersManagement'],
    nav: { label: 'users.label', icon: IconUsers, group: 'frame.groups.people', order: 800 },
    texts: ['users'],
  },
  validateSearch: validateUsersSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps, cause }) =>
    Promise.all([
      primeQuery(context.queryClient, userListQuery(deps.search), cause),
      primeQuery(context.queryClient, meQuery, cause),
    ]),
  component: UsersRoute,
})

function UsersRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <UsersPage search={search} onSearch={(next) => void navigate({ to: '/users', search: next })} />
}
