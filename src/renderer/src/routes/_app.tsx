import { Outlet, createFileRoute } from '@tanstack/react-router'
import { Suspense } from 'react'
import { CalendarLinkListener } from '../features/calendar/components/calendar-link-listener'
import { ChatbotSwitcher } from '../features/chatbots/components/chatbot-switcher'
import { AutomationsPublishListener } from '../features/automations/components/publish-listener'
import { FirstVisitHint } from '../features/documentation/components/first-visit-hint'
import { TkPortalBadge } from '../features/documentation/components/tk-portal-badge'
import { AppFrame } from '../features/frame/components/app-frame'
import { announceNoAccess } from '../features/frame/no-access'
import { ConversationRequestListener } from '../features/inbox/components/conversation-request-listener'
import { PublishingListener } from '../features/nlp/components/publishing-listener'
import { PolicyNotice } from '../features/preferences/components/policy-notice'
import { reportConversationAction } from '../features/report/components/report-conversation-button'
import { UpdatePrompt } from '../features/preferences/components/update-prompt'
import { UserMenu } from '../features/session/components/user-menu'
import { Can, requirePermissions } from '../lib/ability'
import { ConversationActionsProvider } from '../lib/conversation-actions'
import { loadTexts } from '../lib/i18n'
import { LoadingSkeleton } from '../ui/query-states'

export const Route = createFileRoute('/_app')({
  // The frame's own notices (managed policy, updates, first-visit hints) and the report modal.
  staticData: { texts: ['preferences', 'updates', 'documentation', 'report'] },
  /**
   * The one route guard of the signed-in screens: every matched route's `staticData.permission` (a user
   * who may not is sent home), then the texts the matched screens show (`staticData.texts`), so a screen
   * never flashes keys or a skeleton while its area's texts arrive. Runs on every navigation and preload.
   */
  beforeLoad: async ({ context, matches, preload }) => {
    const screens = matches.map((match) => match.staticData)
    await requirePermissions(
      context.queryClient,
      screens,
      preload ? undefined : (refused) => announceNoAccess(context.i18n, refused),
    )
    await loadTexts(context.i18n, ...new Set(screens.flatMap((screen) => screen.texts ?? [])))
  },
  component: () => (
    <AppFrame
      headerActions={
        <>
          <TkPortalBadge />
          <Can I="read" a="Chatbots">
            <ChatbotSwitcher />
          </Can>
          <UserMenu />
        </>
      }
    >
      {/* Notification clicks open their conversation from any screen. */}
      <Can I="read" a="SmartInbox">
        <ConversationRequestListener />
      </Can>
      {/* The end of an NLP publish: the in-app message, and the notification's click opens NLP. */}
      <Can I="read" a="NlpIntents">
        <PublishingListener />
      </Can>
      {/* The end of an automatch publish refreshes the automations; the notification's click opens one. */}
      <Can I="read" a="Campaigns">
        <AutomationsPublishListener />
      </Can>
      {/* A calendar link's answer from the browser; a broken link's notification opens its calendar user. */}
      <Can I="update" a="Calendar">
        <CalendarLinkListener />
      </Can>
      <PolicyNotice />
      <UpdatePrompt />
      {/* An area's texts come with its screen (lib/i18n.ts): the guard above fetches them first, and a
          screen that asks for texts still on their way waits here, inside the frame. */}
      <FirstVisitHint />
      <ConversationActionsProvider value={reportConversationAction}>
        <Suspense fallback={<LoadingSkeleton />}>
          <Outlet />
        </Suspense>
      </ConversationActionsProvider>
    </AppFrame>
  ),
})
