import { useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { CandidateSummaryCard } from '../../features/analytics/components/candidate-summary-card'
import { DashboardPage } from '../../features/dashboard/components/dashboard-page'
import { ShortcutsCard } from '../../features/frame/components/shortcuts-card'
import { SupportTicketCard } from '../../features/report/components/support-ticket-card'
import { QuickStartLink } from '../../features/wizard/components/quick-start-link'
import { SettingsCard } from '../../features/wizard/components/settings-card'
import { useAppAbility } from '../../lib/ability'
import { useSelectedChatbot } from '../../lib/selected-chatbot'
import { IconLayoutDashboard } from '../../ui/icons'

export const Route = createFileRoute('/_app/dashboard')({
  staticData: {
    permission: ['read', 'Dashboard'],
    nav: { label: 'dashboard.label', icon: IconLayoutDashboard, group: 'dashboard.group', order: 100 },
    texts: ['dashboard', 'analytics', 'wizard', 'report'],
  },
  component: DashboardRoute,
})

/** The route composes the dashboard from features: analytics' summary, the frame's shortcuts, the wizard's settings card and the quick-start link in getting started, its own cards. */
function DashboardRoute() {
  // "The last 30 days" is fixed while the screen is open, so the summary does not move under the user.
  const [now] = useState(() => Date.now())
  const ability = useAppAbility()
  const chatbot = useSelectedChatbot()
  return (
    <DashboardPage
      leading={
        <>
          {chatbot && ability.can('read', 'AnalyticsSummary') && (
            <CandidateSummaryCard scope={{ chatbotId: chatbot.id, projectId: chatbot.name }} now={now} />
          )}
          <ShortcutsCard />
          {chatbot && <SettingsCard chatbotId={chatbot.id} />}
          <SupportTicketCard />
        </>
      }
      gettingStartedAction={chatbot && <QuickStartLink chatbotId={chatbot.id} />}
    />
  )
}
