import type { Page } from '@playwright/test'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Papa from 'papaparse'
import {
  calendarDay,
  clientMessagesParams,
  defaultInboxFilters,
  inboxColumns,
  inboxPageSize,
  inboxPageSchema,
  type InboxFilters,
  type InboxMessage,
} from '../../src/shared/domain/inbox'
import { neutraliseCell } from '../../src/main/exports/csv-format'
import type { Harness } from '../harness/host'
import {
  callSimulator,
  expect,
  expectAccessible,
  saveScreenshot,
  signIn,
  switchLanguage,
  test,
  expectStateAccessible,
} from './support/fixtures'
import * as v from 'valibot'

/**
 * The Smart Inbox against the real main services and the demo sandbox: filters in the URL,
 * paging, read and unread, a takeover reply, the CSV export checked against the API, and a notification
 * for a simulated inbound message that opens its conversation.
 */

const team = 'Team Noord'

function lastSevenDays(): InboxFilters {
  const today = new Date()
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 7)
  return { ...defaultInboxFilters(today), startDate: calendarDay(start), isInbound: true, teamNames: [team] }
}

async function projectId(harness: Harness): Promise<string> {
  const id = (await harness.portal.session).selectedChatbot()?.name
  expect(id, 'a chatbot is selected').toBeTruthy()
  return id!
}

/**
 * Every row the API returns for these filters, through main's own API domain. Pages of the table's size:
 * an IPC answer stays under 64 KiB (QUALITY P-8); the export itself pages inside main.
 */
async function apiRows(harness: Harness, filters: InboxFilters): Promise<InboxMessage[]> {
  const project = await projectId(harness)
  const rows: InboxMessage[] = []
  for (let pageNum = 1; ; pageNum++) {
    const query = clientMessagesParams(project, filters, {
      pageNum,
      pageSize: inboxPageSize,
      export: true,
    })
    const result = await harness.portal.dispatcher.dispatch('api:rest', { call: 'clientMessages', query })
    if (!result.ok) throw new Error(result.error.message)
    const page = v.parse(inboxPageSchema, result.value)
    rows.push(...page.messages)
    if (pageNum >= page.amount_of_pages) return rows
  }
}

async function openInbox(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Smart Inbox' }).click()
  // Away from the navigation: a hovered link is darker than at rest, which is not what axe should judge.
  await page.mouse.move(700, 8)
  await expect(page).toHaveURL(/#\/inbox/)
  // It opens on "Gesprekken"; these scenarios work in the message table ("Berichten").
  await expect(page.getByTestId('conversation-row').first()).toBeVisible({ timeout: 20_000 })
  await page
    .getByTestId('inbox-view')
    .getByText(/^(Berichten|Messages)$/)
    .click()
  await expect(page.getByTestId('inbox-row').first()).toBeVisible({ timeout: 20_000 })
  await page.mouse.move(700, 8)
}

/** The table shows the previous page dimmed while the next loads; wait until it is the real one. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
}

/** A filter chip opens its popover; the choice applies at once; Escape closes it. */
async function chooseOption(page: Page, testId: string, option: string): Promise<void> {
  await showFilter(page, testId)
  await page.getByTestId(testId).click()
  const popover = page.getByTestId(`${testId}-popover`)
  const box = popover.getByRole('checkbox', { name: option, exact: true })
  if ((await box.count()) > 0) await box.click()
  else await popover.getByText(option, { exact: true }).click()
  await page.keyboard.press('Escape')
}

/** Chips other than the period wait behind "Meer filters". */
async function showFilter(page: Page, testId: string): Promise<void> {
  if (!(await page.getByTestId(testId).isVisible())) await page.getByTestId('filter-more').click()
}

/** The period is typed in the interface language's format (dd-mm-jjjj in nl-NL). */
async function typeStartDate(page: Page, isoDay: string): Promise<void> {
  await page.getByTestId('filter-period').click()
  const from = page.getByTestId('filter-from')
  await from.fill(isoDay.split('-').reverse().join('-'))
  await from.press('Enter')
  await page.keyboard.press('Escape')
}

test.describe('Smart Inbox', () => {
  test.setTimeout(180_000)

  test('filter, page, read and unread, export, and a notification that opens its conversation (nl-NL)', async ({
    portal,
    harness,
  }) => {
    await signIn(portal, harness)
    await openInbox(portal)
    await saveScreenshot(portal, 'inbox-table-nl-NL')

    // Inbound, one team, the last 7 days; every choice lands in the URL.
    const filters = lastSevenDays()
    await chooseOption(portal, 'filter-isInbound', 'Ja')
    await expect(portal).toHaveURL(/inbound=true/)
    await chooseOption(portal, 'filter-teams', team)
    await expect(portal).toHaveURL(/teams=/)
    await typeStartDate(portal, filters.startDate)
    await expect(portal).toHaveURL(new RegExp(`from=${filters.startDate}`))
    await settled(portal)
    await expectStateAccessible(portal, 'inbox filters (nl-NL)')
    await saveScreenshot(portal, 'inbox-filters-nl-NL')

    await portal.getByRole('button', { name: 'Pagina 3', exact: true }).click()
    await expect(portal).toHaveURL(/page=3/)
    await expect(portal.getByTestId('inbox-page-summary')).toContainText('Pagina 3 van')
    // A reload keeps the filters and the page.
    await portal.reload()
    await expect(portal.getByTestId('inbox-page-summary')).toContainText('Pagina 3 van', { timeout: 20_000 })
    await expect(portal.getByTestId('filter-period')).toContainText(
      filters.startDate.split('-').reverse().join('-'),
    )
    const rows = portal.getByTestId('inbox-row')
    await expect(rows.first()).toBeVisible()
    await settled(portal)
    for (const row of await rows.all())
      await expect(row.locator('td').nth(2 + inboxColumns.indexOf('teamNames'))).toContainText(team)
    const domNodes = await portal.locator('[data-testid="inbox-table"] *').count()
    expect(domNodes).toBeLessThanOrEqual(1400)

    // Open an unread conversation: it becomes read; 'Markeren als ongelezen' undoes that.
    const unread = portal.locator('[data-testid="inbox-row"][data-read="false"]').first()
    const clientId = (await unread.getAttribute('data-client-id'))!
    await unread.getByRole('button').click()
    await expect(portal).toHaveURL(new RegExp(`#/inbox/${clientId}`))
    await expect(portal.getByTestId('conversation-message').first()).toBeVisible()
    const row = portal.locator(`[data-testid="inbox-row"][data-client-id="${clientId}"]`).first()
    await expect(row).toHaveAttribute('data-read', 'true')
    await expectAccessible(portal, 'conversation (nl-NL)', '[data-testid="conversation"]')
    await saveScreenshot(portal, 'inbox-conversation-nl-NL')
    await portal.getByTestId('conversation-mark-unread').click()
    await expect(portal).toHaveURL(/#\/inbox\?/)
    await expect(row).toHaveAttribute('data-read', 'false')

    // Export exactly these filters; the file equals what the API returns for them.
    const folder = mkdtempSync(path.join(tmpdir(), 'inbox-export-'))
    const file = path.join(folder, 'inbox.csv')
    harness.answerSaveDialog(file)
    await portal.getByTestId('export-button').click()
    await expect(portal.getByTestId('export-done')).toBeVisible({ timeout: 60_000 })
    await expectAccessible(portal, 'export done (nl-NL)', '[data-testid="export-done"]')
    await saveScreenshot(portal, 'inbox-export-nl-NL')
    const csv = readFileSync(file, 'utf8')
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true })
    const [header, ...body] = parsed.data
    expect(header).toEqual([
      'Datum',
      'Toegewezen medewerker',
      'Type',
      'Bot',
      'Inkomend',
      'Telefoonnummer',
      'Reactietijd',
      'Afzender',
      'Flow',
      'Statusgeschiedenis',
      'Template',
      'Teams',
      'ATS-entiteit-id',
    ])
    // Every value is checked against the API in exports.spec.ts; here: one row per message, Dutch values.
    const expected = await apiRows(harness, filters)
    expect(body.length).toBeGreaterThan(0)
    expect(body).toHaveLength(expected.length)
    const phone = header!.indexOf('Telefoonnummer')
    expect(body.map((cell) => cell[phone])).toEqual(
      // Digits stay text as ="…"; a hostile value in the demo data is neutralised instead.
      expected.map(({ phoneNumber: phone }) =>
        !phone ? '' : /^\+?\d+$/.test(phone) ? `="${phone}"` : neutraliseCell(phone),
      ),
    )
    expect(new Set(body.map((cell) => cell[header!.indexOf('Inkomend')]))).toEqual(new Set(['Ja']))
    const hostile = body.flat().filter((cell) => /^'[=+\-@]/.test(cell))
    expect(hostile.length, 'hostile cells are neutralised with an apostrophe').toBeGreaterThan(0)
    // Nothing starts like a formula any more, except the text formulas that keep phone numbers text.
    const risky = body.flat().filter((cell) => /^[=+\-@]/.test(cell) && !/^="\+?\d+"$/.test(cell))
    expect(risky).toEqual([])
    await portal.getByTestId('export-open-folder').click()
    await expect.poll(() => harness.records.shownInFolder.length).toBe(1)

    // A candidate writes: a notification within one poll interval; clicking it opens the conversation.
    const before = harness.records.notifications.length
    const response = await callSimulator(harness, 'inbound-message', {
      project_id: await projectId(harness),
      text: 'Is de vacature nog open?',
      candidate_name: 'E2E Kandidaat',
      phone_number: '+31600000042',
      team_name: team,
    })
    expect(response.status).toBe(201)
    const inbound = (response.json as { message: { client_id: string } }).message.client_id
    await expect.poll(() => harness.records.notifications.length, { timeout: 20_000 }).toBeGreaterThan(before)
    await portal.goto(`${harness.url}/#/chatbots`)
    const focused = harness.records.focusCount
    harness.clickNotification(harness.records.notifications.length - 1)
    // The click brings the window to the front (REL-10) and opens that conversation.
    expect(harness.records.focusCount).toBe(focused + 1)
    await expect(portal).toHaveURL(new RegExp(`#/inbox/${inbound}`))
    await expect(portal.getByTestId('conversation')).toContainText('Is de vacature nog open?')

    // The takeover reply appears in the thread.
    await portal.getByTestId('reply-text').fill('Ja! Ik bel je morgen.')
    await portal.getByTestId('reply-send').click()
    await expect(portal.getByTestId('conversation-thread')).toContainText('Ja! Ik bel je morgen.')
    await expect(portal.getByTestId('reply-text')).toHaveValue('')
  })

  test('in English: table, filters, conversation, export progress and the other screens', async ({
    portal,
    harness,
  }) => {
    await switchLanguage(portal, 'en-US')
    await signIn(portal, harness)
    await openInbox(portal)
    await saveScreenshot(portal, 'inbox-table-en-US')
    await showFilter(portal, 'filter-teams')
    await portal.getByTestId('filter-teams').click()
    await expect(portal.getByTestId('filter-teams-popover').getByRole('checkbox').first()).toBeVisible()
    await saveScreenshot(portal, 'inbox-filters-en-US')
    await portal.keyboard.press('Escape')

    await portal.getByTestId('inbox-row').first().getByRole('button').click()
    await expect(portal.getByTestId('conversation-message').first()).toBeVisible()
    await expectAccessible(portal, 'conversation (en-US)', '[data-testid="conversation"]')
    await saveScreenshot(portal, 'inbox-conversation-en-US')
    await portal.getByRole('button', { name: 'Close conversation' }).click()

    // Progress stays visible while the save dialog target is being written: catch it with a large export.
    harness.answerSaveDialog(path.join(mkdtempSync(path.join(tmpdir(), 'inbox-export-')), 'all.csv'))
    await portal.getByTestId('export-button').click()
    await expect(portal.getByTestId('export-progress').or(portal.getByTestId('export-done'))).toBeVisible({
      timeout: 30_000,
    })
    await saveScreenshot(portal, 'inbox-export-en-US')
    await expect(portal.getByTestId('export-done')).toBeVisible({ timeout: 60_000 })
    await expectAccessible(portal, 'export done (en-US)', '[data-testid="export-done"]')

    // Nothing matches: the designed empty state, and the export says so.
    await portal.goto(`${harness.url}/#/inbox?candidate=%22nobody-at-all%22`)
    await expect(portal.getByTestId('inbox-empty')).toBeVisible({ timeout: 20_000 })
    harness.answerSaveDialog(path.join(tmpdir(), 'never.csv'))
    await portal.getByTestId('export-button').click()
    await expect(portal.getByTestId('export-error')).toHaveText('There are no conversations to export')
    await expectStateAccessible(portal, 'inbox empty (en-US)')
    await saveScreenshot(portal, 'inbox-empty-en-US')

    // The inbox's own Analytics tab, not the navigation's Analytics area.
    await portal.getByTestId('inbox-page').getByRole('link', { name: 'Analytics' }).click()
    await expect(portal.getByTestId('breakdown-team')).toBeVisible({ timeout: 20_000 })
    await saveScreenshot(portal, 'inbox-analytics-en-US')

    await portal.getByRole('link', { name: 'Configuration' }).click()
    await portal.getByTestId('auto-configure').click()
    await expect(portal.getByTestId('configure-error')).toHaveText(
      'Please fill in the ATS username and password.',
    )
    await expectStateAccessible(portal, 'inbox configuration (en-US)')
    await saveScreenshot(portal, 'inbox-configuration-en-US')
  })
})
