import { createFileRoute } from '@tanstack/react-router'
import { meQuery } from '../../features/users/api/me'
import { YourInfoPage } from '../../features/users/components/your-info-page'
import { noSearch, primeQuery } from '../../lib/route-data'
import { IconUserCircle } from '../../ui/icons'

/** Every signed-in user's own page: no permission beyond being signed in. */
export const Route = createFileRoute('/_app/your-info')({
  staticData: {
    nav: { label: 'users.yourInfo', icon: IconUserCircle, group: 'frame.groups.people', order: 810 },
    texts: ['users'],
  },
  validateSearch: noSearch,
  loader: ({ context }) => primeQuery(context.queryClient, meQuery),
  component: YourInfoPage,
})
