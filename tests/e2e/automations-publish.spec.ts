import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import * as v from 'valibot'
import {
  campaignConversationsPageSchema,
  campaignConversationsParams,
  type CampaignConversationFilters,
  type CampaignConversationRow,
} from '../../src/shared/domain/automations-conversations'
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

/**
 * Automations watched by main: Publish an automatch → the screen shows main's live progress,
 * also after a reload; the sandbox finishes → published, one native notification whose click opens the
 * automation, and the polling stops. The detail's conversation filters (status, KPI, candidate data,
 * start days, sort) live in the URL; the export of exactly those filters reads back (exceljs, papaparse)
 * equal to the API's rows. Screenshots of the detail with filters in both languages, light and dark.
 */

const downloadsFolder = mkdtempSync(path.join(tmpdir(), 'automation-exports-'))
const automatch = { id: 'cmp-automatch-logistiek', name: 'Automatch Logistiek Utrecht' }
const broadcast = 'cmp-vacature-magazijn'

const texts = {
  'nl-NL': {
    publishing: 'Connectorinstellingen kopiëren en publiceren…',
    running: 'Automatisering draait',
    published: `${automatch.name} is gepubliceerd.`,
    headers: [
      'Telefoonnummer',
      'Status',
      'Bron',
      'Gestart',
      'Beëindigd',
      "KPI's",
      'Foutmelding',
      'Gesprek-ID',
    ],
    statuses: { finished: 'Afgerond', replied: 'Beantwoord' } as Record<string, string>,
    source: 'Broadcast',
    date: (d: Date) => `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()} ${time(d)}`,
  },
  'en-US': {
    publishing: 'Copying the connector settings and publishing…',
    running: 'Automation running',
    published: `${automatch.name} is published.`,
    headers: ['Phone number', 'Status', 'Source', 'Started', 'Ended', 'KPIs', 'Error', 'Conversation ID'],
    statuses: { finished: 'Finished', replied: 'Replied' } as Record<string, string>,
    source: 'Broadcast',
    date: (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()} ${time(d)}`,
  },
} as const
const pad = (n: number) => String(n).padStart(2, '0')
const time = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`

/** Every row the API answers for these filters (with `export`), and the campaign's data fields. */
async function apiRows(
  harness: Harness,
  filters: CampaignConversationFilters,
): Promise<{ rows: CampaignConversationRow[]; dataFields: string[] }> {
  const project = (await harness.portal.session).selectedChatbot()?.name
  expect(project, 'a chatbot is selected').toBeTruthy()
  const ask = async (query: Record<string, string>) => {
    const result = await harness.portal.dispatcher.dispatch('api:rest', {
      call: 'campaignConversations',
      query,
    })
    if (!result.ok) throw new Error(result.error.message)
    return v.parse(campaignConversationsPageSchema, result.value)
  }
  const options = await ask({
    project_id: project!,
    campaign_id: broadcast,
    page_size: '1',
    fetch_options: 'true',
  })
  const dataFields = options.user_data_options ?? []
  const page = await ask({
    ...campaignConversationsParams(project!, broadcast, filters),
    export: 'true',
    conversation_data_fields: dataFields.join(','),
  })
  return { rows: page.conversations, dataFields }
}

/**
 * A row as the CSV shows it: the screen's texts, dates in the language's form, phone numbers as `="…"`,
 * and text a spreadsheet would run as a formula neutralised (the seeded data has such a candidate name).
 */
function expectedCsvRow(row: CampaignConversationRow, dataFields: string[], language: 'nl-NL' | 'en-US') {
  const x = texts[language]
  const id = (value: string) => `="${value}"`
  return [
    row.phone_number.startsWith('+') ? id(row.phone_number) : row.phone_number,
    x.statuses[row.status] ?? row.status,
    x.source,
    x.date(new Date(row.conversation_start)),
    row.conversation_end ? x.date(new Date(row.conversation_end)) : '',
    row.kpis.join(', '),
    neutraliseCell(row.error_reason ?? ''),
    row.id,
    ...dataFields.map((field) => neutraliseCell(row.conversation_data[field] ?? '')),
  ]
}

test.describe('Automations watched by main', () => {
  test.setTimeout(240_000)
  test.beforeEach(({ harness }) => harness.saveDownloadsTo(downloadsFolder))

  test('Publish: live progress (also after a reload), then published, one notification that opens it; again in English', async ({
    portal,
    harness,
  }) => {
    await portal.setViewportSize({ width: 1280, height: 800 })
    await signIn(portal, harness)
    await portal.goto(`${harness.url}/#/automations/${automatch.id}`)
    await expect(portal.getByTestId('automatch-panel')).toBeVisible({ timeout: 20_000 })
    const before = harness.records.notifications.length

    // The sandbox publishes in 20 s of its clock, which runs in real time: what is checked of the
    // publishing state comes first, so a busy machine cannot finish the publish before it is seen.
    const derived = portal.getByTestId('automatch-derived')
    const progress = portal.getByTestId('automatch-publish-progress')
    await portal.getByTestId('automatch-publish').click()
    await expect(derived).toHaveText(texts['nl-NL'].publishing)
    // A reload of the screen: main keeps watching, the screen picks the publish up again.
    await portal.reload()
    await expect(progress).toBeVisible({ timeout: 20_000 })
    await expect(progress).toContainText(/Laatst gecontroleerd/, { timeout: 15_000 })
    await saveScreenshot(portal, 'automations-publishing-nl-NL')
    await expectAccessible(
      portal,
      'automatch publishing (nl-NL)',
      '[data-testid="automatch-publish-progress"]',
    )

    // The sandbox finishes publishing; main's next check sees it.
    await callSimulator(harness, 'clock', { advance_ms: 21_000 })
    await expect(derived).toHaveText(texts['nl-NL'].running, { timeout: 20_000 })
    await expect(progress).toHaveCount(0)
    const shown = (language: 'nl-NL' | 'en-US') =>
      harness.records.notifications.slice(before).filter((n) => n.body === texts[language].published)
    // Main shows the notification on its own tick, not necessarily before the screen changes: wait for it.
    await expect.poll(() => shown('nl-NL').length).toBe(1)
    expect(shown('nl-NL')[0]!.title).toBe('Automatch publiceren')
    // That no second one follows (main stops polling once it has seen the publish finish) is the fake-clock
    // unit test's part (src/main/automations), not a wait here.
    expect(harness.records.notifications.length).toBe(before + 1)

    // Published again in English and dark at 1920×1080: the screen and the notification follow.
    await portal.setViewportSize({ width: 1920, height: 1080 })
    await portal.emulateMedia({ colorScheme: 'dark' })
    await switchLanguage(portal, 'en-US')
    await portal.getByTestId('automatch-publish').click()
    await expect(derived).toHaveText(texts['en-US'].publishing)
    await expect(progress).toContainText(/Last checked/, { timeout: 15_000 })
    await saveScreenshot(portal, 'automations-publishing-en-US-dark-1920')
    await expectAccessible(
      portal,
      'automatch publishing (en-US, dark)',
      '[data-testid="automatch-publish-progress"]',
    )
    await callSimulator(harness, 'clock', { advance_ms: 21_000 })
    await expect(derived).toHaveText(texts['en-US'].running, { timeout: 20_000 })
    await expect.poll(() => shown('en-US').length).toBe(1)
    expect(harness.records.notifications.length).toBe(before + 2)

    // The notification's click opens the automation from another screen.
    await portal.goto(`${harness.url}/#/automations`)
    await expect(portal.getByTestId('automations-table')).toBeVisible({ timeout: 20_000 })
    harness.clickNotification(before)
    await expect(portal).toHaveURL(new RegExp(`#/automations/${automatch.id}`))
    await expect(portal.getByTestId('automation-title')).toHaveText(automatch.name)
  })

  for (const language of ['nl-NL', 'en-US'] as const) {
    test(`conversation filters in the URL; the export equals the API rows (${language})`, async ({
      portal,
      harness,
    }) => {
      await portal.setViewportSize({ width: 1440, height: 900 })
      await signIn(portal, harness)
      if (language === 'en-US') await switchLanguage(portal, 'en-US')
      const folder = mkdtempSync(path.join(tmpdir(), 'automation-export-e2e-'))

      // Filters chosen on screen end up in the URL.
      await portal.goto(`${harness.url}/#/automations/${broadcast}`)
      await expect(portal.getByTestId('conversation-row').first()).toBeVisible({ timeout: 20_000 })
      await portal.getByTestId('conversation-kpi-filter').click()
      await portal.getByRole('option', { name: 'replied', exact: true }).click()
      await expect(portal).toHaveURL(/kpi=replied/)
      await portal.getByTestId('conversation-sort').click()
      await portal
        .getByRole('option', { name: language === 'nl-NL' ? 'Telefoonnummer' : 'Phone number' })
        .click()
      await portal.getByTestId('conversation-direction').click()
      await expect(portal).toHaveURL(/sort=phone_number/)
      await expect(portal).toHaveURL(/direction=asc/)
      await portal.getByTestId('conversation-data-field').click()
      await portal.getByRole('option', { name: 'language', exact: true }).click()
      await portal.getByTestId('conversation-data-value').fill('nl')
      await expect(portal).toHaveURL(/dataValue=nl/)
      // At 1280×800 the filters, the start days included, stay on one row.
      await portal.setViewportSize({ width: 1280, height: 800 })
      const top = async (id: string) => (await portal.getByTestId(id).boundingBox())?.y
      for (const id of ['conversation-data-value', 'conversation-from', 'conversation-to'])
        expect(await top(id)).toBe(await top('conversation-phone-filter'))
      await portal.setViewportSize({ width: 1440, height: 900 })

      const filters: CampaignConversationFilters = {
        kpi: 'replied',
        dataField: 'language',
        dataValue: 'nl',
        sort: 'phone_number',
        direction: 'asc',
      }
      const { rows, dataFields } = await apiRows(harness, filters)
      expect(rows.length).toBeGreaterThan(0)
      const shownRows = portal.getByTestId('conversation-row')
      await expect(shownRows).toHaveCount(Math.min(20, rows.length), { timeout: 20_000 })
      await expect(shownRows.first()).toContainText(rows[0]!.phone_number)
      await expect(portal.getByTestId('conversations-count')).toContainText(String(rows.length))
      await portal.mouse.move(700, 8)
      await expectStateAccessible(portal, `conversation filters (${language})`)
      await saveScreenshot(portal, `automations-conversation-filters-${language}-light`)

      // .xlsx of exactly these filters.
      const xlsx = path.join(folder, 'gesprekken.xlsx')
      harness.answerSaveDialog(xlsx)
      await portal.getByTestId('conversations-export-button').click()
      await portal.getByTestId('conversations-export-xlsx').click()
      await expect(portal.getByTestId('export-done')).toContainText('gesprekken.xlsx', { timeout: 60_000 })
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.readFile(xlsx)
      const sheet = workbook.worksheets[0]!
      expect(sheet.getRow(1).values).toEqual([undefined, ...texts[language].headers, ...dataFields])
      expect(sheet.rowCount).toBe(rows.length + 1)
      rows.forEach((row, index) => {
        const cells = sheet.getRow(index + 2)
        expect(cells.getCell(1).value).toBe(row.phone_number)
        expect(cells.getCell(1).type).toBe(ExcelJS.ValueType.String)
        expect(cells.getCell(8).value).toBe(row.id)
        const start = new Date(row.conversation_start)
        expect(cells.getCell(4).value).toEqual(
          new Date(
            Date.UTC(
              start.getFullYear(),
              start.getMonth(),
              start.getDate(),
              start.getHours(),
              start.getMinutes(),
            ),
          ),
        )
        dataFields.forEach((field, i) =>
          expect(cells.getCell(9 + i).value ?? null).toBe(row.conversation_data[field] ?? null),
        )
      })

      // CSV in the language's separator: every row equal to the API's, as the screen writes it.
      const csv = path.join(folder, 'gesprekken.csv')
      const separator = language === 'nl-NL' ? ';' : ','
      harness.answerSaveDialog(csv)
      await portal.getByTestId('conversations-export-button').click()
      await portal.getByTestId('conversations-export-csv').click()
      await expect(portal.getByTestId('export-done')).toContainText('gesprekken.csv', { timeout: 60_000 })
      const text = readFileSync(csv, 'utf8')
      const parsed = Papa.parse<string[]>(text.slice(1), {
        delimiter: separator,
        newline: '\r\n',
        skipEmptyLines: true,
      })
      expect(parsed.errors).toEqual([])
      const [header, ...body] = parsed.data
      expect(header).toEqual([...texts[language].headers, ...dataFields])
      expect(body).toEqual(rows.map((row) => expectedCsvRow(row, dataFields, language)))

      // Dates typed in the language's form; a from after the to is read in order by the server call.
      const first = rows.map((r) => r.conversation_start.slice(0, 10)).sort()[0]!
      const [y, m, d] = first.split('-')
      await portal
        .getByTestId('conversation-from')
        .fill(language === 'nl-NL' ? `${d}-${m}-${y}` : `${m}/${d}/${y}`)
      await portal.getByTestId('conversation-from').blur()
      await expect(portal).toHaveURL(new RegExp(`from=${first}`))
      await expect(shownRows.first()).toBeVisible({ timeout: 20_000 })

      await portal.emulateMedia({ colorScheme: 'dark' })
      await portal.mouse.move(700, 8)
      await saveScreenshot(portal, `automations-conversation-filters-${language}-dark`)
      await expectStateAccessible(portal, `conversation filters dark (${language})`)
      await portal.emulateMedia({ colorScheme: 'light' })

      // Clearing the filters keeps the sort.
      await portal.getByTestId('conversation-filters-reset').click()
      await expect(portal).not.toHaveURL(/kpi=/)
      await expect(portal).toHaveURL(/sort=phone_number/)
    })
  }
})
