import { createFileRoute } from '@tanstack/react-router'
import { policyQuery } from '../../features/preferences/api/policy'
import { updatesQuery } from '../../features/preferences/api/updates'
import { PreferencesPage } from '../../features/preferences/components/preferences-page'

export const Route = createFileRoute('/_app/preferences')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(policyQuery),
      context.queryClient.ensureQueryData(updatesQuery),
    ]),
  component: PreferencesPage,
})
