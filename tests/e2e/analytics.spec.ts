import type { Page } from '@playwright/test'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { expect, openRoute, saveScreenshot, signIn, switchLanguage, test } from './support/fixtures'

/**
 * Analytics against the real main services and the demo sandbox: as a manager, the default
 * range (last 30 days to today), then the last 7 days and one flow: the summary, funnel and conversations
 * agree with the API; a conversation opens with its steps and messages and is deleted (gone from the list
 * and the API); the custom analytics form refuses a label starting with a digit. Every tab is
 * photographed in Dutch (light) and English (dark).
 */

const tabs = [
  'summary',
  'conversations',
  'language',
  'funnel',
  'kpis',
  'intents',
  'hours',
  'flows',
  'events',
  'reports',
] as const
const flow = 'fl-werving-chauffeur'

/** The API's answer, asked through the app's own bridge (main adds the token). */
function api(page: Page, call: 'analytics' | 'portalAnalytics', body: Record<string, unknown>) {
  return page.evaluate(
    async ({ call, body }) => {
      type Result = { ok: true; value: { results: unknown } } | { ok: false; error: unknown }
      const portal = (window as unknown as { portal: { api: { rest(a: unknown): Promise<Result> } } }).portal
      const result = await portal.api.rest({ call, body: { project_id: 'talentbrug-werving', ...body } })
      if (!result.ok) throw new Error(JSON.stringify(result.error))
      return result.value
    },
    { call, body },
  )
}

function day(offset: number): string {
  const d = new Date()
  d.setDate(d.getDate() + offset)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** An ISO day as nl-NL shows and types it. */
const dutch = (iso: string) => iso.split('-').reverse().join('-')

test('manager reads every analytics tab for 7 days and one flow, deletes a conversation, and the event form checks its label', async ({
  portal,
  harness,
}) => {
  test.setTimeout(150_000)
  await portal.setViewportSize({ width: 1280, height: 800 })
  await portal.emulateMedia({ colorScheme: 'light' })
  await signIn(portal, harness, 'manager@demo.nl')
  await portal.getByRole('link', { name: 'Analytics' }).click()
  await expect(portal).toHaveURL(/#\/analytics/)
  // Default: the last 30 days to the end of today (in the user's zone), shown as dd-mm-jjjj in nl-NL.
  await expect(portal.getByTestId('analytics-from')).toHaveValue(dutch(day(-29)))
  await expect(portal.getByTestId('analytics-to')).toHaveValue(dutch(day(0)))
  // A day typed in Dutch order lands in the URL as an ISO day.
  await portal.getByTestId('analytics-from').fill(dutch(day(-6)))
  await portal.getByTestId('analytics-from').press('Enter')
  await expect(portal).toHaveURL(new RegExp(`from=${day(-6)}`))

  const range = { start_date: day(-6), end_date: day(0), flow_ids: [flow] }
  await openRoute(portal, harness, `/analytics?from=${day(-6)}&to=${day(0)}&flow=${flow}`)
  const summary = (await api(portal, 'portalAnalytics', { analyticsFunction: 'webChatSummary', ...range }))
    .results as { conversations: number }
  expect(summary.conversations).toBeGreaterThan(0)
  await expect(portal.getByTestId('stat-conversations')).toContainText(String(summary.conversations))
  // The pointer still rests on the navigation entry clicked above; move it off before the scan.
  await portal.mouse.move(900, 700)

  for (const tab of tabs) {
    await portal.getByTestId(`analytics-tab-${tab}`).click()
    await expect(portal.getByTestId('loading')).toHaveCount(0)
    // The KPIs describe each counted processor with its analyticsDescription (processors(ids)).
    if (tab === 'kpis') await expect(portal.getByTestId('kpi-description').first()).not.toBeEmpty()
    await saveScreenshot(portal, `analytics-${tab}-nl-NL-light`)
  }

  // Funnel: the table of the chosen flow equals the API (first five questions).
  await portal.getByTestId('analytics-tab-funnel').click()
  const funnel = (await api(portal, 'analytics', { analyticsFunction: 'dropRateFunnel', ...range }))
    .results as {
    flowId: string
    stateId: string
    stateName: string
    reached: number
  }[]
  expect(funnel.length).toBe(5)
  await portal.getByTestId(`funnel-${flow}-view`).getByText('Tabel').click()
  const rows = portal.getByTestId(`funnel-${flow}-table`).locator('tbody tr')
  await expect(rows).toHaveCount(5)
  for (const [index, entry] of funnel.entries())
    await expect(rows.nth(index)).toContainText(`${entry.stateName}${entry.reached}`)

  // What candidates typed at a question of the funnel (GET /api/v1/freetext-messages/): the first question
  // with typed answers opens them, as many as the API has; an answer opens its conversation with its steps.
  const typedCounts = await portal.evaluate(
    async (states) => {
      type Result = { ok: true; value: { messages: unknown[] } } | { ok: false; error: unknown }
      const bridge = (window as unknown as { portal: { api: { rest(a: unknown): Promise<Result> } } }).portal
      const counts: number[] = []
      for (const stateId of states) {
        const result = await bridge.api.rest({
          call: 'freetextMessages',
          query: { project_id: 'talentbrug-werving', state_id: stateId },
        })
        if (!result.ok) throw new Error(JSON.stringify(result.error))
        counts.push(result.value.messages.length)
      }
      return counts
    },
    funnel.map((entry) => entry.stateId),
  )
  const typedAt = typedCounts.findIndex((count) => count > 0)
  expect(typedAt).toBeGreaterThanOrEqual(0)
  await portal.getByTestId(`funnel-${flow}-table`).getByTestId('funnel-typed-answers').nth(typedAt).click()
  const typedDrawer = portal.getByTestId('freetext-drawer')
  await expect(typedDrawer.getByTestId('freetext-count')).toContainText(
    typedCounts[typedAt] === 1 ? '1 getypt antwoord' : `${typedCounts[typedAt]} getypte antwoorden`,
  )
  await saveScreenshot(portal, 'analytics-typed-answers-nl-NL-light')
  await typedDrawer.getByTestId('freetext-open-conversation').first().click()
  await expect(portal).toHaveURL(/tab=conversations/)
  const typedConversation = portal.getByTestId('conversation-drawer')
  await expect(typedConversation.getByTestId('step-typed').first()).toBeVisible()
  await portal.keyboard.press('Escape')
  await expect(typedConversation).toHaveCount(0)
  await portal.getByTestId('analytics-tab-funnel').click()

  // Export the funnel as .xlsx: equal to the API.
  const folder = mkdtempSync(path.join(tmpdir(), 'analytics-export-'))
  const xlsx = path.join(folder, 'funnel.xlsx')
  harness.answerSaveDialog(xlsx)
  await portal.getByTestId('export-funnel-xlsx').click()
  await expect(portal.getByTestId('export-funnel-done')).toContainText('funnel.xlsx', { timeout: 60_000 })
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(xlsx)
  const sheet = workbook.worksheets[0]!
  expect(sheet.rowCount).toBe(funnel.length + 1)
  funnel.forEach((entry, index) => {
    const row = sheet.getRow(index + 2)
    expect([row.getCell(2).value, row.getCell(3).value]).toEqual([entry.stateName, entry.reached])
  })

  // Conversations: the count equals the API; open one (steps and messages), delete it: gone everywhere.
  await portal.getByTestId('analytics-tab-conversations').click()
  await expect(portal.getByTestId('conversations-count')).toContainText(`${summary.conversations} gesprekken`)
  // Export the conversations as CSV: one row per conversation of the API, ids equal.
  const csv = path.join(folder, 'conversations.csv')
  harness.answerSaveDialog(csv)
  await portal.getByTestId('export-conversations-csv').click()
  await expect(portal.getByTestId('export-conversations-done')).toContainText('conversations.csv', {
    timeout: 60_000,
  })
  const parsed = Papa.parse<string[]>(readFileSync(csv, 'utf8').slice(1), {
    delimiter: ';',
    newline: '\r\n',
    skipEmptyLines: true,
  })
  const shownIds = await portal
    .getByTestId('conversations-table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-client-id')))
  expect(parsed.data.length - 1).toBe(summary.conversations)
  expect(parsed.data.slice(1).map((row) => row[1]?.replace(/^="|"$/g, ''))).toEqual(shownIds)
  const first = portal.getByTestId('conversations-table').locator('tbody tr').first()
  const clientId = await first.getAttribute('data-client-id')
  await first.click()
  const drawer = portal.getByRole('dialog')
  await expect(drawer.getByTestId('conversation-steps')).toBeVisible()
  await expect(drawer.getByTestId('conversation-messages')).toBeVisible()
  await saveScreenshot(portal, 'analytics-conversation-nl-NL-light')
  await drawer.getByTestId('delete-conversation').click()
  await portal.getByTestId('confirm-delete').dblclick()
  await expect(portal.getByTestId('conversations-count')).toContainText(
    `${summary.conversations - 1} gesprekken`,
  )
  await expect(portal.locator(`[data-client-id="${clientId}"]`)).toHaveCount(0)
  const after = (await api(portal, 'portalAnalytics', { analyticsFunction: 'webChatSummary', ...range }))
    .results as {
    conversations: number
  }
  expect(after.conversations).toBe(summary.conversations - 1)

  // The custom analytics form: a label starting with a digit is refused with the spec's message.
  await portal.getByTestId('analytics-tab-events').click()
  await portal.getByTestId('event-label').fill('1_sollicitatie')
  await portal.getByTestId('event-action').fill('submit')
  await portal.getByTestId('event-save').click()
  await expect(portal.getByText('Het eventlabel moet met een letter beginnen.')).toBeVisible()
  await saveScreenshot(portal, 'analytics-events-refused-nl-NL-light')

  // A custom report: a bad address is refused with the spec's message, then the report is sent once.
  await portal.getByTestId('analytics-tab-reports').click()
  const report = portal.getByTestId('report-cr-werving-weekly')
  await report.getByTestId('report-request').click()
  await report.getByLabel(/E-mailadressen/).fill('lisa@talentbrug')
  await report.getByLabel(/E-mailadressen/).press('Enter')
  await report.getByTestId('report-send').click()
  await expect(report.getByText('Vul een geldig e-mailadres in.')).toBeVisible()
  await report.locator('.mantine-Pill-remove').click()
  await report.getByLabel(/E-mailadressen/).fill('lisa@talentbrug.nl')
  await report.getByLabel(/E-mailadressen/).press('Enter')
  await report.getByTestId('report-send').dblclick()
  await expect(report.getByTestId('report-sent')).toContainText('lisa@talentbrug.nl')
  await saveScreenshot(portal, 'analytics-report-sent-nl-NL-light')

  // English, dark: every tab again.
  await portal.emulateMedia({ colorScheme: 'dark' })
  await switchLanguage(portal, 'en-US')
  for (const tab of tabs) {
    await portal.getByTestId(`analytics-tab-${tab}`).click()
    await expect(portal.getByTestId('loading')).toHaveCount(0)
    await saveScreenshot(portal, `analytics-${tab}-en-US-dark`)
  }
  await portal.setViewportSize({ width: 1920, height: 1080 })
  await portal.getByTestId('analytics-tab-summary').click()
  await saveScreenshot(portal, 'analytics-summary-en-US-dark-1920')
})

test('a funnel step opens its state on the flow tree with the period’s drop-off laid over the states', async ({
  portal,
  harness,
}) => {
  await portal.setViewportSize({ width: 1280, height: 800 })
  await portal.emulateMedia({ colorScheme: 'light' })
  await signIn(portal, harness, 'manager@demo.nl')
  const range = { start_date: day(-29), end_date: day(0), flow_ids: [flow] }
  const funnel = (await api(portal, 'analytics', { analyticsFunction: 'dropRateFunnel', ...range }))
    .results as { stateId: string; stateName: string; reached: number; dropRate: number }[]
  await openRoute(portal, harness, `/analytics?tab=funnel&from=${day(-29)}&to=${day(0)}&flow=${flow}`)
  await portal.getByTestId(`funnel-${flow}-view`).getByText('Tabel').click()
  const step = funnel[1]!
  await portal.getByTestId('funnel-open-state').nth(1).click()

  // The tree of that flow, the step's state open in its drawer, the period named, drop-off on the states.
  await expect(portal).toHaveURL(new RegExp(`#/builder/${flow}/tree\\?`))
  await expect(portal.getByTestId('state-drawer')).toContainText(step.stateName)
  await expect(portal.getByTestId('tree-drop-off')).toContainText(
    `Uitval ${dutch(day(-29))} – ${dutch(day(0))}`,
  )
  await portal.keyboard.press('Escape')
  const badge = portal
    .locator(`[data-testid="tree-state"][data-state-name="${step.stateName}"]`)
    .getByTestId('tree-state-drop-off')
  await expect(badge).toHaveText(`↘ ${step.dropRate.toLocaleString('nl-NL')}%`)
  await expect(badge).toHaveAttribute(
    'title',
    `${step.reached.toLocaleString('nl-NL')} bereikten deze stap, ${step.dropRate.toLocaleString('nl-NL')}% stopte hier`,
  )
  await saveScreenshot(portal, 'builder-tree-drop-off-nl-NL-light')

  await portal.emulateMedia({ colorScheme: 'dark' })
  await switchLanguage(portal, 'en-US')
  await expect(portal.getByTestId('tree-drop-off')).toContainText('Drop-off')
  await expect(badge).toHaveText(`↘ ${step.dropRate.toLocaleString('en-US')}%`)
  await saveScreenshot(portal, 'builder-tree-drop-off-en-US-dark')
  // Hiding the overlay leaves the tree without figures.
  await portal.getByTestId('tree-drop-off-hide').click()
  await expect(portal.getByTestId('tree-state-drop-off')).toHaveCount(0)
  await expect(portal.getByTestId('tree-drop-off')).toHaveCount(0)
})
