import { createFileRoute } from '@tanstack/react-router'
import { meQuery } from '../../features/users/api/me'
import { YourInfoPage } from '../../features/users/components/your-info-page'
import { loadTexts } from '../../lib/i18n'
import { noSearch, primeQuery } from '../../lib/route-data'

/** Every signed-in user's own page: no permission beyond being signed in. */
export const Route = createFileRoute('/_app/your-info')({
  validateSearch: noSearch,
  beforeLoad: ({ context }) => loadTexts(context.i18n, 'users'),
  loader: ({ context }) => primeQuery(context.queryClient, meQuery),
  component: YourInfoPage,
})
