import { createFileRoute } from '@tanstack/react-router'
import { meQuery } from '../../features/users/api/me'
import { userListQuery } from '../../features/users/api/user-list'
import { UsersPage } from '../../features/users/components/users-page'
import { validateUsersSearch } from '../../features/users/search'
import { requireAbility } from '../../lib/ability'
import { loadTexts } from '../../lib/i18n'
import { primeQuery } from '../../lib/route-data'

export const Route = createFileRoute('/_app/users')({
  beforeLoad: async ({ context }) => {
    await requireAbility(context.queryClient, 'read', 'UsersManagement')
    await loadTexts(context.i18n, 'users')
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
