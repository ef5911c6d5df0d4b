import type { Page } from '@playwright/test'
import * as v from 'valibot'
import {
  clientMessagesParams,
  defaultInboxFilters,
  inboxPageSchema,
  inboxPageSize,
} from '../../src/shared/domain/inbox'
import type { Harness } from '../harness/host'
import {
  chooseDemo,
  enterDemoCode,
  expect,
  saveScreenshot,
  submitCredentials,
  test,
} from './support/fixtures'

// Signs in and out through the screens from a first start (the demo notice's codes), as before the shared workspace.
test.use({ ownWorkspace: true })

/**
 * QUALITY SEC-11: sign in as one demo user, work in the Smart Inbox, sign out, sign in as the next. No
 * row of the previous user is ever painted for the next one, and opening a conversation still marks it
 * read after the switch (the realtime store's token belongs to the user, not to the chatbot).
 *
 * The chain covers every demo role, and the pairs the audit found: employee → team lead, team lead → admin,
 * admin → partner.
 */
const chain = [
  { username: 'employee@demo.nl', inbox: true },
  { username: 'teamlead@demo.nl', inbox: true },
  { username: 'admin@demo.nl', inbox: true },
  { username: 'partner@demo.nl', inbox: false },
  { username: 'manager@demo.nl', inbox: true },
  { username: 'superuser@demo.nl', inbox: true },
  { username: 'employee@demo.nl', inbox: true },
] as const

/** Records the id of every inbox row the page ever paints, from now on (a frame counts too). */
async function recordPaintedRows(page: Page): Promise<void> {
  await page.evaluate(() => {
    const painted = new Set<string>()
    const collect = () => {
      for (const row of document.querySelectorAll('[data-testid="inbox-row"]'))
        painted.add(row.getAttribute('data-client-id') ?? '')
    }
    const observer = new MutationObserver(collect)
    observer.observe(document.body, { childList: true, subtree: true, attributes: true })
    collect()
    Object.assign(window, { __paintedRows: painted, __stopRecording: () => observer.disconnect() })
  })
}

async function paintedRows(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __paintedRows: Set<string> }).__paintedRows])
}

/** The client ids of page 1 with the default filters, as the signed-in user may see them (through main). */
async function firstPageForSignedInUser(harness: Harness): Promise<Set<string>> {
  const project = (await harness.portal.session).selectedChatbot()?.name
  expect(project, 'a chatbot is selected').toBeTruthy()
  const query = clientMessagesParams(project!, defaultInboxFilters(new Date()), {
    pageNum: 1,
    pageSize: inboxPageSize,
  })
  const result = await harness.portal.dispatcher.dispatch('api:rest', { call: 'clientMessages', query })
  if (!result.ok) throw new Error(result.error.message)
  return new Set(v.parse(inboxPageSchema, result.value).messages.map((message) => message.clientId))
}

async function signIn(page: Page, username: string): Promise<void> {
  await expect(page).toHaveURL(/#\/login$/)
  await submitCredentials(page, username)
  // The partner signs in without a second step (docs/decisions/session-and-sign-in.md).
  if (username !== 'partner@demo.nl') {
    await expect(page.getByRole('dialog')).toBeVisible()
    await enterDemoCode(page)
  }
  await expect(page).not.toHaveURL(/#\/login$/, { timeout: 20_000 })
}

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click()
  await page.getByTestId('sign-out').click()
  await expect(page).toHaveURL(/#\/login$/)
}

test.describe('changing user (QUALITY SEC-11)', () => {
  test.setTimeout(240_000)

  test('no row of the previous user is painted for the next, and read state works after every switch', async ({
    portal,
    harness,
  }) => {
    await chooseDemo(portal)
    for (const [index, user] of chain.entries()) {
      await signIn(portal, user.username)
      // Whatever the next user opens must come from the server for them, not from a cache.
      await portal.goto(`${harness.url}/#/inbox?view=messages`)
      if (user.inbox) {
        const rows = portal.getByTestId('inbox-row')
        await expect(rows.first()).toBeVisible({ timeout: 20_000 })
        await expect(portal.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
        const allowed = await firstPageForSignedInUser(harness)
        if (index > 0) {
          const foreign = (await paintedRows(portal)).filter((clientId) => !allowed.has(clientId))
          expect(foreign, `rows of ${chain[index - 1]!.username} painted for ${user.username}`).toEqual([])
        }

        // Read state after the switch: opening an unread conversation marks it read for this user.
        const unread = portal.locator('[data-testid="inbox-row"][data-read="false"]').first()
        const clientId = await unread.getAttribute('data-client-id')
        await unread.getByRole('button').click()
        await expect(portal.getByTestId('conversation-message').first()).toBeVisible()
        await expect(
          portal.locator(`[data-testid="inbox-row"][data-client-id="${clientId}"]`).first(),
        ).toHaveAttribute('data-read', 'true')
        await portal.keyboard.press('Escape')
        await expect(portal).toHaveURL(/#\/inbox(\?|$)/)
      } else {
        // A role without the Smart Inbox sees none of it, not even for a frame.
        await expect(portal.getByTestId('inbox-row')).toHaveCount(0)
        expect(await paintedRows(portal)).toEqual([])
        await saveScreenshot(portal, `user-switch-${user.username.split('@')[0]}-after-admin`)
      }
      expect(harness.records.logs.join('\n')).not.toMatch(/realtime store answered 403/)
      if (index < chain.length - 1) {
        const closedBefore = harness.records.notificationsClosed
        await signOut(portal)
        await expect.poll(() => harness.records.unreadBadge).toBe(0)
        await expect.poll(() => harness.records.notificationsClosed).toBeGreaterThan(closedBefore)
        // Signed out, nothing of this user is on screen; from now on every painted row is recorded.
        await expect(portal.getByTestId('inbox-row')).toHaveCount(0)
        await recordPaintedRows(portal)
      }
    }
  })
})
