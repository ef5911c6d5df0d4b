import { useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsPage } from '../../features/analytics/components/analytics-page'
import { validateAnalyticsSearch } from '../../features/analytics/search'
import { IconChartBar } from '../../ui/icons'

export const Route = createFileRoute('/_app/analytics')({
  staticData: {
    permission: ['read', 'AnalyticsSummary'],
    nav: { label: 'analytics.label', icon: IconChartBar, group: 'frame.groups.insights', order: 500 },
    texts: ['analytics'],
  },
  validateSearch: validateAnalyticsSearch,
  component: AnalyticsRoute,
})

function AnalyticsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  // "Today" is fixed while the screen is open, so the default range does not move under the user.
  const [now] = useState(() => Date.now())
  return (
    <AnalyticsPage
      search={search}
      now={now}
      onSearch={(next) => void navigate({ to: '/analytics', search: next, replace: false })}
    />
  )
}
