import { createFileRoute } from '@tanstack/react-router'
import { policyQuery } from '../../features/preferences/api/policy'
import { updatesQuery } from '../../features/preferences/api/updates'
import { PreferencesPage } from '../../features/preferences/components/preferences-page'
import { preferencesQuery } from '../../lib/preferences'
import { noSearch, primeQuery } from '../../lib/route-data'
import { IconSettings } from '../../ui/icons'

export const Route = createFileRoute('/_app/preferences')({
  staticData: {
    nav: { label: 'preferences.label', icon: IconSettings, group: 'frame.groups.app', order: 900 },
    texts: ['preferences', 'updates'],
  },
  validateSearch: noSearch,
  loader: ({ context }) =>
    Promise.all([
      primeQuery(context.queryClient, preferencesQuery),
      primeQuery(context.queryClient, policyQuery),
      primeQuery(context.queryClient, updatesQuery),
    ]),
  component: PreferencesPage,
})
