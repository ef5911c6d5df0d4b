import type { Locator, Page } from '@playwright/test'
import type { Harness } from '../harness/host'
import { pollIntervalMs } from '../../src/main/inbox/inbox-watcher'
import {
  callSimulator,
  chooseDemo,
  demoPassword,
  enterDemoCode,
  expect,
  expectAccessible,
  openRoute,
  saveScreenshot,
  signIn,
  submitCredentials,
  switchLanguage,
  test,
  openDialog,
  expectStateAccessible,
} from './support/fixtures'

/**
 * The Smart Inbox a recruiter lives in: live arrivals without a reload, the dense layout, the
 * "Gesprekken" view driven by the keyboard, a reply with its counter, a new label applied and filtered on.
 */

async function projectId(harness: Harness): Promise<string> {
  const id = (await harness.portal.session).selectedChatbot()?.name
  expect(id, 'a chatbot is selected').toBeTruthy()
  return id!
}

/** Rows whose whole height is inside both the window and their scroll container. */
async function fullyVisibleRows(page: Page, rows: Locator, container: Locator): Promise<number> {
  const box = await container.boundingBox()
  const viewport = page.viewportSize()!
  let count = 0
  for (const row of await rows.all()) {
    const r = await row.boundingBox()
    if (!r || !box) continue
    if (r.y >= box.y - 1 && r.y + r.height <= Math.min(box.y + box.height, viewport.height) + 1) count++
  }
  return count
}

async function expectNoPageScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => ({
    x: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    y: document.documentElement.scrollHeight - document.documentElement.clientHeight,
  }))
  expect(overflow.x, 'no horizontal scroll bar on the page').toBeLessThanOrEqual(0)
  expect(overflow.y, 'the page itself does not scroll: lists scroll inside').toBeLessThanOrEqual(0)
}

async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
}

/** Chips other than the period wait behind "Meer filters". */
async function showFilter(page: Page, testId: string): Promise<void> {
  if (!(await page.getByTestId(testId).isVisible())) await page.getByTestId('filter-more').click()
}

test.describe('Smart Inbox, live and conversation-first', () => {
  test.setTimeout(180_000)

  test('an inbound message appears live; Gesprekken by keyboard, reply, a new label and its filter (nl-NL)', async ({
    portal,
    harness,
  }) => {
    await signIn(portal, harness)
    await openRoute(portal, harness, '/inbox?view=messages')
    const rows = portal.getByTestId('inbox-row')
    await expect(rows.first()).toBeVisible({ timeout: 20_000 })
    await portal.mouse.move(700, 8)
    await settled(portal)

    // Density: at 1280×800 at least 12 whole rows, no scroll bar hidden at the bottom of the page.
    const scroller = portal.getByTestId('inbox-table-scroller')
    expect(await fullyVisibleRows(portal, rows, scroller)).toBeGreaterThanOrEqual(12)
    await expectNoPageScroll(portal)
    const scrollerBox = (await scroller.boundingBox())!
    expect(
      scrollerBox.y + scrollerBox.height,
      'the table (and its scroll bar) ends inside the window',
    ).toBeLessThanOrEqual(800)
    await saveScreenshot(portal, 'inbox11-messages-nl-NL-1280')

    // Live: a candidate writes while the inbox is open; the row and the totals follow within one poll.
    const totalBefore = Number((await portal.getByTestId('total-messages').textContent())!.replace(/\D/g, ''))
    const sent = await callSimulator(harness, 'inbound-message', {
      project_id: await projectId(harness),
      text: 'Hoi! Is de vacature in Zwolle nog open?',
      candidate_name: 'Live Kandidaat',
      phone_number: '+31600001111',
      team_name: 'Team Noord',
    })
    expect(sent.status).toBe(201)
    const clientId = (sent.json as { message: { client_id: string } }).message.client_id
    const newRow = portal.locator(`[data-testid="inbox-row"][data-client-id="${clientId}"]`)
    await expect(newRow).toBeVisible({ timeout: pollIntervalMs + 5_000 })
    await expect(newRow).toHaveAttribute('data-fresh', 'true')
    await expect(portal.getByTestId('total-messages')).not.toHaveText(String(totalBefore))
    expect(Number((await portal.getByTestId('total-messages').textContent())!.replace(/\D/g, ''))).toBe(
      totalBefore + 1,
    )
    await expect(portal.getByTestId('nav-badge-inbox')).toBeVisible()
    await expect.poll(() => harness.records.notifications.length).toBeGreaterThan(0)
    await saveScreenshot(portal, 'inbox11-live-row-nl-NL')

    // A click anywhere on a row opens its conversation.
    await newRow.locator('td').nth(6).click()
    await expect(portal).toHaveURL(new RegExp(`#/inbox/${clientId}`))
    await expect(portal.getByTestId('conversation')).toContainText('Zwolle')
    await portal.keyboard.press('Escape')
    await expect(portal).not.toHaveURL(new RegExp(`#/inbox/${clientId}`))

    // "Gesprekken": one row per conversation; the newest (ours) on top.
    await portal.getByTestId('inbox-view').getByText('Gesprekken', { exact: true }).click()
    await expect(portal).toHaveURL(/view=conversations/)
    const list = portal.getByTestId('conversation-list')
    const conversations = portal.getByTestId('conversation-row')
    await expect(conversations.first()).toHaveAttribute('data-client-id', clientId, { timeout: 20_000 })
    await portal.mouse.move(700, 8)
    expect(await fullyVisibleRows(portal, conversations, list)).toBeGreaterThanOrEqual(12)
    await expectNoPageScroll(portal)
    await expectStateAccessible(portal, 'inbox conversations (nl-NL)')
    await saveScreenshot(portal, 'inbox11-conversations-nl-NL-1280')

    // Keyboard: focus the list, move down and back up with j/k and the arrows, Enter opens.
    await list.focus()
    await portal.keyboard.press('j')
    await portal.keyboard.press('ArrowDown')
    await portal.keyboard.press('k')
    await portal.keyboard.press('ArrowUp')
    await portal.keyboard.press('Enter')
    await expect(portal).toHaveURL(new RegExp(`#/inbox/${clientId}\\?.*view=conversations`))
    const pane = portal.getByTestId('conversation-pane')
    await expect(pane.getByTestId('conversation')).toContainText('Zwolle')
    await expect(portal.getByTestId('details-pane')).toContainText('+31600001111')
    await expect(portal.getByTestId('window-state').first()).toHaveAttribute('data-open', 'true')
    // Opened at the newest message.
    const thread = portal.getByTestId('conversation-scroller')
    await expect
      .poll(() =>
        thread.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight),
      )
      .toBeLessThan(5)

    // Reply with the counter; Ctrl+Enter sends once.
    const reply = 'Ja, die is nog open. Zal ik je morgen bellen?'
    await portal.getByTestId('reply-text').fill(reply)
    await expect(portal.getByTestId('reply-counter')).toContainText(`${reply.length} / 4096`)
    await portal.getByTestId('reply-text').press('Control+Enter')
    await expect(portal.getByTestId('reply-text')).toHaveValue('', { timeout: 20_000 })
    await expect(portal.getByTestId('conversation-thread').getByText(reply, { exact: true })).toHaveCount(1)
    await saveScreenshot(portal, 'inbox11-conversation-nl-NL-1280')

    // A new label, applied at once; then filter the list by it.
    await portal.getByTestId('labels-edit').click()
    await portal.getByTestId('label-new-name').fill('Terugbellen E2E')
    await portal.getByTestId('label-new-add').click()
    await expect(portal.getByTestId('conversation-labels')).toContainText('Terugbellen E2E')
    await expectAccessible(portal, 'labels popover (nl-NL)', openDialog)
    await saveScreenshot(portal, 'inbox11-labels-nl-NL-1280')
    await portal.keyboard.press('Escape')
    // The label editor fades out; both popovers list the label, so pick it in the filter's.
    await expect(portal.getByTestId('labels-popover')).toBeHidden()
    await showFilter(portal, 'filter-labels')
    await portal.getByTestId('filter-labels').click()
    await portal
      .getByTestId('filter-labels-popover')
      .getByRole('checkbox', { name: 'Terugbellen E2E' })
      .click()
    await portal.keyboard.press('Escape')
    await expect(portal).toHaveURL(/labels=/)
    await expect(conversations).toHaveCount(1, { timeout: 20_000 })
    await expect(conversations.first()).toHaveAttribute('data-client-id', clientId)
    await expect(conversations.first().getByTestId('conversation-row-label')).toHaveText('Terugbellen E2E')

    // Esc in the list closes the conversation.
    await list.focus()
    await portal.keyboard.press('Escape')
    await expect(portal.getByTestId('conversation-none')).toBeVisible()

    // Triage: one click for "Ongelezen"; an inverted range is refused with a message.
    await portal.getByTestId('filter-reset').click()
    await portal.getByTestId('triage-unread').click()
    await expect(portal).toHaveURL(/read=false/)
    await portal.getByTestId('filter-period').click()
    const from = portal.getByTestId('filter-from')
    await from.fill('31-12-2099')
    await from.press('Enter')
    await expect(portal.getByTestId('filter-range-error')).toHaveText(
      'De begindatum mag niet na de einddatum liggen.',
    )
    await expect(portal).not.toHaveURL(/from=2099/)
    // The first of this year: always within the inbox's limit of a year (shared/domain/date-ranges).
    const year = new Date().getFullYear()
    await from.fill(`01-01-${year}`)
    await from.press('Enter')
    await expect(portal).toHaveURL(new RegExp(`from=${year}-01-01`))
    await expect(portal.getByTestId('filter-period')).toContainText(`01-01-${year}`)
  })

  // One sign-in for the three looks (a test each used to start and sign in again for nothing else).
  test('both views, a conversation and labels at 1280×800 and 1920×1080 (en-US dark, nl-NL dark, en-US light)', async ({
    portal,
    harness,
  }) => {
    // Three looks at two sizes in one test: as long as the three tests were together.
    test.setTimeout(480_000)
    await signIn(portal, harness)
    for (const [language, scheme] of [
      ['en-US', 'dark'],
      ['nl-NL', 'dark'],
      ['en-US', 'light'],
    ] as const) {
      await switchLanguage(portal, language)
      await harness.portal.dispatcher.dispatch('prefs:set', { colorScheme: scheme })
      for (const [width, height] of [
        [1280, 800],
        [1920, 1080],
      ] as const) {
        await portal.setViewportSize({ width, height })
        const size = `${width}`
        await openRoute(portal, harness, '/inbox?view=messages')
        await expect(portal.getByTestId('inbox-row').first()).toBeVisible({ timeout: 20_000 })
        await portal.mouse.move(700, 8)
        await settled(portal)
        await expectNoPageScroll(portal)
        await saveScreenshot(portal, `inbox11-messages-${language}-${scheme}-${size}`)
        await showFilter(portal, 'filter-teams')
        await portal.getByTestId('filter-teams').click()
        await saveScreenshot(portal, `inbox11-filter-popover-${language}-${scheme}-${size}`)
        await portal.keyboard.press('Escape')

        await openRoute(portal, harness, '/inbox?view=conversations')
        const first = portal.getByTestId('conversation-row').first()
        await expect(first).toBeVisible({ timeout: 20_000 })
        await first.click()
        await expect(portal.getByTestId('conversation-message').first()).toBeVisible()
        await portal.mouse.move(700, 8)
        await expectNoPageScroll(portal)
        await expectAccessible(
          portal,
          `conversation (${language}, ${scheme}, ${size})`,
          '[data-testid="conversation"]',
        )
        await saveScreenshot(portal, `inbox11-conversation-${language}-${scheme}-${size}`)
        await portal.getByTestId('labels-edit').click()
        await expect(portal.getByTestId('labels-popover')).toBeVisible()
        await saveScreenshot(portal, `inbox11-labels-${language}-${scheme}-${size}`)
        await portal.keyboard.press('Escape')
      }
      await portal.setViewportSize({ width: 1280, height: 800 })
      await portal.getByTestId('labels-manage').click()
      await expect(portal.getByRole('dialog', { name: /^(Labels beheren|Manage labels)$/ })).toBeVisible()
      await expectAccessible(portal, `label manager (${language}, ${scheme})`, openDialog)
      await saveScreenshot(portal, `inbox11-label-manager-${language}-${scheme}`)
      await portal.keyboard.press('Escape')
      await expect(portal.getByRole('dialog', { name: /^(Labels beheren|Manage labels)$/ })).toBeHidden()
    }
  })
})

test.describe('signed out first', () => {
  // The screen sign-in with the demo notice's code, from a first start.
  test.use({ ownWorkspace: true })
  test('a conversation link opened while signed out lands on that conversation after sign-in', async ({
    portal,
    harness,
  }) => {
    test.setTimeout(120_000)
    await chooseDemo(portal)
    const sent = await callSimulator(harness, 'inbound-message', {
      project_id: 'talentbrug-werving',
      text: 'Mag ik langskomen?',
      candidate_name: 'Link Kandidaat',
      phone_number: '+31600002222',
    })
    expect(sent.status).toBe(201)
    const clientId = (sent.json as { message: { client_id: string } }).message.client_id
    await openRoute(portal, harness, `/inbox/${clientId}?view=conversations`)
    await expect(portal).toHaveURL(/#\/login$/)
    // A reload during the code step keeps the typed username.
    await submitCredentials(portal, 'manager@demo.nl')
    await expect(portal.getByRole('dialog')).toBeVisible()
    await portal.reload()
    await expect(portal.getByRole('textbox', { name: /^(Gebruikersnaam|Username)/ })).toHaveValue(
      'manager@demo.nl',
    )
    await portal.getByLabel(/^(Wachtwoord|Password)/).fill(demoPassword)
    await portal.getByRole('button', { name: /^(Inloggen|Sign in)$/ }).click()
    await enterDemoCode(portal)
    await expect(portal).toHaveURL(new RegExp(`#/inbox/${clientId}\\?view=conversations`), {
      timeout: 20_000,
    })
    await expect(portal.getByTestId('conversation')).toContainText('Mag ik langskomen?')
    await expect(portal.getByTestId('reply-text')).toBeVisible()
    await portal.setViewportSize({ width: 1920, height: 1080 })
    await portal.mouse.move(900, 8)
    await settled(portal)
    await saveScreenshot(portal, 'inbox11-conversations-nl-NL-light-1920')

    // A day later the 24-hour window has closed: no free-form reply, an approved template instead.
    await callSimulator(harness, 'clock', { advance_ms: 25 * 3_600_000 })
    await portal.reload()
    const composer = portal.getByTestId('template-composer')
    await expect(composer.getByTestId('template-select')).toBeVisible({ timeout: 20_000 })
    await expect(portal.getByTestId('reply-text')).toHaveCount(0)
    await expect(portal.getByTestId('window-state').first()).toHaveAttribute('data-open', 'false')
    await composer.getByTestId('template-select').selectOption({ label: 'Sollicitatie ontvangen' })
    await composer.getByTestId('template-parameter-1').fill('Link')
    await composer.getByTestId('template-parameter-2').fill('kok')
    const text = 'Hoi Link, bedankt voor je sollicitatie als kok!'
    await expect(composer.getByTestId('preview-body')).toContainText(text)
    await portal.mouse.move(900, 8)
    await expectAccessible(portal, 'template composer (nl-NL)', '[data-testid="template-composer"]')
    await saveScreenshot(portal, 'inbox11-template-nl-NL-light-1920')
    await composer.getByTestId('template-send').dblclick()
    await expect(portal.getByTestId('conversation-thread').getByText(text, { exact: false })).toHaveCount(1, {
      timeout: 20_000,
    })
    await expect(composer.getByTestId('template-parameter-1')).toHaveCount(0)

    // Signed in, a chatbot-portal:// link opens its conversation directly.
    const other = await callSimulator(harness, 'inbound-message', {
      project_id: 'talentbrug-werving',
      text: 'Via de link',
      candidate_name: 'Tweede Link',
      phone_number: '+31600003333',
    })
    const otherId = (other.json as { message: { client_id: string } }).message.client_id
    expect(await harness.portal.handleDeepLink(`chatbot-portal://inbox/${otherId}`)).toBe(true)
    await expect(portal).toHaveURL(new RegExp(`#/inbox/${otherId}`), { timeout: 20_000 })
    await expect(portal.getByTestId('conversation')).toContainText('Via de link')
  })
})
