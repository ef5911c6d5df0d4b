import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { defaultPreferences } from '@shared/domain/preferences'
import { defineAbilityFor } from '@shared/domain/permissions'
import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../../../app/route-tree.gen'
import { SessionAbilityProvider } from '../../../lib/ability'
import { launcherScreens, screensOf, type ScreenRoute } from '../../../lib/screens'
import { installFakePortal, renderWithRouter, testSessionInfo, testUser } from '../../../test-utils'
import { AppFrame } from './app-frame'

/** The machines running the tests are shared and busy: allow the session and preferences time to load. */
// The first render of the frame loads every screen's texts; a busy CI machine needs room.
const slow = { timeout: 15_000 }

/** The demo roles as the sandbox seeds them (README). */
const roles = {
  superuser: { role: 'ADMIN', isSuperuser: true },
  admin: { role: 'ADMIN', isSuperuser: false },
  manager: { role: 'MANAGER', isSuperuser: false },
  teamlead: { role: 'TEAM_LEAD', isSuperuser: false },
  employee: { role: 'EMPLOYEE', isSuperuser: false },
  partner: { role: 'PARTNER', isSuperuser: false },
} as const

/**
 * The app's routes as its router knows them (paths resolved), with what each declares in `staticData`.
 * The router is never loaded, so its routes need no context.
 */
const appRoutes = Object.values(createRouter({ routeTree, context: {} as never }).routesById) as ScreenRoute[]

/**
 * What a role must see in the navigation, in order, derived from the route tree and the shared permission
 * table (not from the frame's code): every route with a navigation heading whose permission the role has
 * (none: every signed-in user), by the route's order. The e2e test checks the same in the real app.
 */
function expectedNav(user: { role: string; isSuperuser: boolean }): string[] {
  const ability = defineAbilityFor(user)
  return appRoutes
    .flatMap((route) => {
      const { nav, permission } = route.options.staticData ?? {}
      if (!nav?.group || (permission && !ability.can(permission[0], permission[1]))) return []
      return [{ id: route.fullPath.slice(1), order: nav.order }]
    })
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.id)
}

function renderFrame(user: { role: string; isSuperuser: boolean }, prefs = defaultPreferences, unread = 0) {
  const portal = installFakePortal({
    'session:get-info': () =>
      testSessionInfo({
        state: { status: 'signed-in', user: testUser(user), chatbotId: 'c1', passwordResetRequired: false },
      }),
    'prefs:get': () => ({ values: prefs, locked: [] }),
    'prefs:set': (patch) => ({ values: { ...prefs, ...(patch as object) }, locked: [] }),
    'inbox:get-watch-state': () => ({ unreadConversations: unread, status: 'watching' }),
  })
  const result = renderWithRouter(
    <SessionAbilityProvider>
      <AppFrame>
        <p>content</p>
      </AppFrame>
    </SessionAbilityProvider>,
    'en-US',
    '/chatbots',
    appRoutes.filter((route) => route.options.staticData?.nav),
  )
  return { portal, ...result }
}

async function navIds(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('data-nav-id') ?? '')
}

describe('navigation per role (the shared CASL table)', { timeout: 30_000 }, () => {
  for (const [name, user] of Object.entries(roles) as [
    keyof typeof roles,
    (typeof roles)[keyof typeof roles],
  ][]) {
    it(`${name} sees ${expectedNav(user).join(', ')}`, async () => {
      renderFrame(user)
      // The ability follows the session once it has loaded.
      await waitFor(async () => expect(await navIds()).toEqual(expectedNav(user)), slow)
    })
  }

  it('groups the entries by area, with headings', async () => {
    renderFrame(roles.manager)
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
    await waitFor(
      () =>
        expect(
          within(nav)
            .getAllByRole('group')
            .map((group) => group.getAttribute('aria-label')),
        ).toEqual([
          'Home',
          'Conversations',
          'Chatbots',
          'Campaigns',
          'Insights',
          'WhatsApp',
          'People',
          'This app',
        ]),
      slow,
    )
  })

  it('offers the launcher only screens the role may use', () => {
    const ids = (user: { role: string; isSuperuser: boolean }) =>
      launcherScreens(screensOf(appRoutes), defineAbilityFor(user)).map((item) => item.id)
    expect(ids(roles.employee)).not.toContain('inbox-configuration')
    expect(ids(roles.teamlead)).toContain('inbox-configuration')
    expect(ids(roles.partner)).toEqual(['partner', 'your-info', 'preferences', 'change-password'])
    // Users management's screens only for the roles that manage users.
    for (const id of ['users', 'users-employees', 'users-agents', 'users-permissions']) {
      expect(ids(roles.manager)).toContain(id)
      expect(ids(roles.teamlead)).not.toContain(id)
      expect(ids(roles.employee)).not.toContain(id)
      expect(ids(roles.partner)).not.toContain(id)
    }
  })
})

describe('frame', () => {
  it('shows the unread count on the Smart Inbox and follows main’s pushes', async () => {
    const { portal } = renderFrame(roles.employee, defaultPreferences, 3)
    expect(await screen.findByTestId('nav-badge-inbox', {}, slow)).toHaveTextContent('3')
    act(() => portal.emit('inbox:did-change-watch-state', { unreadConversations: 5, status: 'watching' }))
    await waitFor(() => expect(screen.getByTestId('nav-badge-inbox')).toHaveTextContent('5'), slow)
    act(() => portal.emit('inbox:did-change-watch-state', { unreadConversations: 0, status: 'watching' }))
    await waitFor(() => expect(screen.queryByTestId('nav-badge-inbox')).toBeNull(), slow)
  })

  it('does not ask main for the unread count for a partner', async () => {
    const { portal } = renderFrame(roles.partner)
    await waitFor(async () => expect(await navIds()).toEqual(expectedNav(roles.partner)), slow)
    expect(portal.calls.some((call) => call.channel === 'inbox:get-watch-state')).toBe(false)
  })

  it('collapses the sidebar to icons and remembers it in the preferences', async () => {
    const { portal } = renderFrame(roles.manager)
    await waitFor(async () => expect(await navIds()).toEqual(expectedNav(roles.manager)), slow)
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse the navigation' }))
    expect(portal.calls).toContainEqual({ channel: 'prefs:set', input: { navCollapsed: true } })
    // Collapsed: the entries keep their names for screen readers.
    expect(await screen.findByRole('button', { name: 'Expand the navigation' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Chatbots' })).toHaveAttribute('data-nav-id', 'chatbots')
  })
})
