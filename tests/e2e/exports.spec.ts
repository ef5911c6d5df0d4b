import type { Page } from '@playwright/test'
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import * as v from 'valibot'
import {
  clientMessagesParams,
  defaultInboxFilters,
  inboxPageSchema,
  inboxPageSize,
  type InboxFilters,
  type InboxMessage,
} from '../../src/shared/domain/inbox'
import type { ExportJobState } from '../../src/shared/ipc/exports'
import { neutraliseCell } from '../../src/main/exports/csv-format'
import type { Harness } from '../harness/host'
import {
  expect,
  expectAccessible,
  saveScreenshot,
  signIn,
  switchLanguage,
  test,
  expectStateAccessible,
} from './support/fixtures'

/**
 * Exports that open right: the same filter exported as .xlsx and as CSV reads back (exceljs,
 * papaparse) equal to what the API returns for it, in the interface language as the table shows it;
 * phone numbers stay text (also through LibreOffice); Dutch CSV is `;`-separated, English `,`; the
 * analytics table exports too; 'nothing to export' goes away with another filter. Screenshots of the
 * control, its menu and its progress in both languages, light and dark.
 */

const team = 'Team Noord'
/** Exports nobody answered the save dialog for land here, as in `npm run start:browser`. */
const downloadsFolder = mkdtempSync(path.join(tmpdir(), 'exports-downloads-'))
type Language = 'nl-NL' | 'en-US'

/** What the table shows, written out here independently of the export code. */
const shown = {
  'nl-NL': {
    yes: 'Ja',
    no: 'Nee',
    sender: { recruiter: 'Recruiter', candidate: 'Kandidaat', chatbot: 'Chatbot' },
    status: { sent: 'verzonden', delivered: 'afgeleverd', read: 'gelezen', error: 'niet afgeleverd' },
    units: { h: 'u', m: 'min', s: 's' },
    headers: [
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
    ],
    date: (d: string, m: string, y: string, time: string) => `${d}-${m}-20${y} ${time}`,
  },
  'en-US': {
    yes: 'Yes',
    no: 'No',
    sender: { recruiter: 'Recruiter', candidate: 'Candidate', chatbot: 'Chatbot' },
    status: { sent: 'sent', delivered: 'delivered', read: 'read', error: 'not delivered' },
    units: { h: 'h', m: 'min', s: 's' },
    headers: [
      'Date',
      'Assigned agent',
      'Type',
      'Bot',
      'Inbound',
      'Phone number',
      'Response time',
      'Sender',
      'Flow',
      'Status history',
      'Template',
      'Teams',
      'ATS entity id',
    ],
    date: (d: string, m: string, y: string, time: string) => `${m}/${d}/20${y} ${time}`,
  },
} as const

const dateParts = (date: string) => {
  const match = /^(\d{2})\/(\d{2})\/(\d{2}) (\d{2}:\d{2})$/.exec(date)
  if (!match) throw new Error(`unexpected inbox date ${date}`)
  return match.slice(1) as [string, string, string, string]
}

function durationText(seconds: number, units: { h: string; m: string; s: string }): string {
  const total = Math.round(seconds)
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60]
  const two = (n: number) => String(n).padStart(2, '0')
  return h > 0
    ? `${h} ${units.h} ${two(m)} ${units.m}`
    : m > 0
      ? `${m} ${units.m} ${two(s)} ${units.s}`
      : `${s} ${units.s}`
}

/** A message as the CSV row a spreadsheet user should see (before the spreadsheet reads `="…"`). */
function expectedCsvRow(message: InboxMessage, language: Language): string[] {
  const texts = shown[language]
  const text = (value: string | null) => (value ? neutraliseCell(value) : '')
  const asText = (value: string | null) =>
    value ? (/^\+?\d+$/.test(value) ? `="${value}"` : neutraliseCell(value)) : ''
  return [
    texts.date(...dateParts(message.date)),
    text(message.assignedAgentName),
    text(message.humanReadableType),
    message.isBot ? texts.yes : texts.no,
    message.isInbound ? texts.yes : texts.no,
    asText(message.phoneNumber),
    message.responseTime === null ? '' : durationText(message.responseTime, texts.units),
    texts.sender[message.senderEntity],
    text(message.stateMachine),
    text(
      message.statusHistory
        .map((entry) => {
          const name = (texts.status as Record<string, string>)[entry.status] ?? entry.status
          return `${name} ${texts.date(...dateParts(entry.date))}`
        })
        .join(', '),
    ),
    text(message.templateName),
    text(message.teamNames.join(', ')),
    asText(message.atsEntityId),
  ]
}

async function projectId(harness: Harness): Promise<string> {
  const id = (await harness.portal.session).selectedChatbot()?.name
  expect(id, 'a chatbot is selected').toBeTruthy()
  return id!
}

/** Every row the API returns for these filters, in pages of the table's size (IPC answers stay small). */
async function apiRows(harness: Harness, filters: InboxFilters): Promise<InboxMessage[]> {
  const project = await projectId(harness)
  const rows: InboxMessage[] = []
  for (let pageNum = 1; ; pageNum++) {
    const query = clientMessagesParams(project, filters, { pageNum, pageSize: inboxPageSize, export: true })
    const result = await harness.portal.dispatcher.dispatch('api:rest', { call: 'clientMessages', query })
    if (!result.ok) throw new Error(result.error.message)
    const page = v.parse(inboxPageSchema, result.value)
    rows.push(...page.messages)
    if (pageNum >= page.amount_of_pages) return rows
  }
}

const inboundTeamUrl = (harness: Harness) =>
  `${harness.url}/#/inbox?inbound=true&teams=${encodeURIComponent(JSON.stringify([team]))}`

function inboundTeamFilters(): InboxFilters {
  return { ...defaultInboxFilters(new Date()), isInbound: true, teamNames: [team] }
}

/** The message table ("Berichten"): the inbox opens on "Gesprekken" unless the link names the view. */
async function openInbox(page: Page, url: string): Promise<void> {
  await page.goto(url.includes('view=') ? url : `${url}${url.includes('?') ? '&' : '?'}view=messages`)
  await expect(page.getByTestId('inbox-row').first()).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
  await page.mouse.move(700, 8)
}

/** Picks a format in the export menu, which starts the export with it. */
async function exportAs(page: Page, item: 'xlsx' | 'csv-semicolon' | 'csv-comma'): Promise<void> {
  await page.getByTestId('export-format').click()
  await page.getByTestId(`export-format-${item}`).click()
}

async function readXlsx(file: string): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(file)
  return workbook.worksheets[0]!
}

function readCsv(file: string, separator: ';' | ','): string[][] {
  const text = readFileSync(file, 'utf8')
  expect(text.startsWith('\uFEFF'), 'UTF-8 byte-order mark').toBe(true)
  const parsed = Papa.parse<string[]>(text.slice(1), {
    delimiter: separator,
    newline: '\r\n',
    skipEmptyLines: true,
  })
  expect(parsed.errors).toEqual([])
  return parsed.data
}

/**
 * Runs an export while the demo server is held after the first page (SIGSTOP), so the progress is on
 * screen long enough to be seen and photographed; then lets it finish.
 */
async function exportShowingProgress(
  page: Page,
  harness: Harness,
  start: () => Promise<void>,
  screenshot: string,
): Promise<void> {
  const pid = (await harness.portal.session).connection()?.demoWorkspace?.pid()
  expect(pid, 'the demo server runs').toBeTruthy()
  let held = false
  const detach = harness.portal.events.attach((channel, payload) => {
    const job = payload as ExportJobState
    if (!held && channel === 'exports:did-change-job' && job.status === 'running' && job.pagesDone >= 1) {
      held = true
      process.kill(pid!, 'SIGSTOP')
    }
  })
  try {
    await start()
    await expect(page.getByTestId('export-progress')).toContainText(/1 (van|of) \d+/, { timeout: 30_000 })
    await expect(page.getByTestId('export-button')).toBeDisabled()
    await saveScreenshot(page, screenshot)
  } finally {
    detach()
    if (held) process.kill(pid!, 'SIGCONT')
  }
  await expect(page.getByTestId('export-done')).toBeVisible({ timeout: 60_000 })
}

test.describe('Exports that open right', () => {
  test.setTimeout(300_000)
  test.beforeEach(({ harness }) => harness.saveDownloadsTo(downloadsFolder))

  test('nl-NL: .xlsx and CSV (;) of one filter equal the API rows; phone numbers stay text; light and dark', async ({
    portal,
    harness,
  }) => {
    await signIn(portal, harness)
    await openInbox(portal, inboundTeamUrl(harness))
    const folder = mkdtempSync(path.join(tmpdir(), 'exports-e2e-'))
    const expected = await apiRows(harness, inboundTeamFilters())
    expect(expected.length).toBeGreaterThan(0)

    // The menu: Excel first, then CSV with the Dutch separator (recommended), then the other one.
    await expect(portal.getByTestId('export-button')).toContainText('Exporteren')
    await portal.getByTestId('export-format').click()
    await expect(portal.getByRole('menuitem')).toHaveText([
      'Excel-werkmap (.xlsx)',
      'CSV, gescheiden door puntkomma (;)aanbevolen voor Nederlands',
      'CSV, gescheiden door komma (,)',
    ])
    await saveScreenshot(portal, 'export-menu-nl-NL-light')
    await portal.keyboard.press('Escape')

    // .xlsx: typed cells, equal to the API rows.
    const xlsx = path.join(folder, 'inbox.xlsx')
    harness.answerSaveDialog(xlsx)
    await exportAs(portal, 'xlsx')
    await expect(portal.getByTestId('export-done')).toContainText('inbox.xlsx', { timeout: 60_000 })
    await expectAccessible(portal, 'export done (nl-NL)', '[data-testid="export-done"]')
    await saveScreenshot(portal, 'export-done-nl-NL-light')
    const sheet = await readXlsx(xlsx)
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(sheet.getRow(1).values).toEqual([undefined, ...shown['nl-NL'].headers])
    expect(sheet.rowCount).toBe(expected.length + 1)
    expected.forEach((message, index) => {
      const row = sheet.getRow(index + 2)
      const [d, m, y, time] = dateParts(message.date)
      const [hh, mm] = time.split(':').map(Number) as [number, number]
      expect(row.getCell(1).value).toEqual(
        new Date(Date.UTC(2000 + Number(y), Number(m) - 1, Number(d), hh, mm)),
      )
      // Phone numbers are text cells, exactly the API's, with the +.
      expect(row.getCell(6).type).toBe(
        message.phoneNumber ? ExcelJS.ValueType.String : ExcelJS.ValueType.Null,
      )
      expect(row.getCell(6).value ?? null).toBe(message.phoneNumber)
      expect(row.getCell(13).value ?? null).toBe(message.atsEntityId)
      if (message.responseTime !== null) {
        expect((row.getCell(7).value as Date).getTime()).toBe(
          Date.UTC(1899, 11, 30) + message.responseTime * 1000,
        )
        expect(row.getCell(7).numFmt).toBe('[h]:mm:ss')
      }
      const csvLike = expectedCsvRow(message, 'nl-NL')
      for (const column of [4, 5, 8]) expect(row.getCell(column).value).toBe(csvLike[column - 1])
    })

    // CSV with the Dutch separator, human-readable Dutch values, phone numbers as ="…".
    const csv = path.join(folder, 'inbox.csv')
    harness.answerSaveDialog(csv)
    await exportAs(portal, 'csv-semicolon')
    await expect(portal.getByTestId('export-done')).toContainText('inbox.csv', { timeout: 60_000 })
    const text = readFileSync(csv, 'utf8')
    expect(text.split('\r\n')[0]).toBe(`\uFEFF${shown['nl-NL'].headers.join(';')}`)
    const [header, ...body] = readCsv(csv, ';')
    expect(header).toEqual(shown['nl-NL'].headers)
    expect(body).toEqual(expected.map((message) => expectedCsvRow(message, 'nl-NL')))
    expect(body.some((row) => row[5]?.startsWith('="+'))).toBe(true)
    // Nothing starts like a formula except our own text formulas around digits.
    const risky = body.flat().filter((cell) => /^[=+\-@]/.test(cell) && !/^="\+?\d+"$/.test(cell))
    expect(risky).toEqual([])

    // Dark: the control, its menu and its progress.
    await portal.emulateMedia({ colorScheme: 'dark' })
    await openInbox(portal, `${harness.url}/#/inbox`)
    await portal.getByTestId('export-format').click()
    await expect(portal.getByRole('menuitem').first()).toBeVisible()
    await saveScreenshot(portal, 'export-menu-nl-NL-dark')
    await portal.keyboard.press('Escape')
    harness.answerSaveDialog(path.join(folder, 'alles.xlsx'))
    await exportShowingProgress(portal, harness, () => exportAs(portal, 'xlsx'), 'export-progress-nl-NL-dark')
    await saveScreenshot(portal, 'export-done-nl-NL-dark')
    await portal.emulateMedia({ colorScheme: 'light' })
    harness.answerSaveDialog(path.join(folder, 'alles-2.xlsx'))
    await exportShowingProgress(
      portal,
      harness,
      () => portal.getByTestId('export-button').click(),
      'export-progress-nl-NL-light',
    )
    await expectStateAccessible(portal, 'export control (nl-NL)')

    // 'Nothing to export' is about one filter: it goes away with the next.
    await portal.goto(`${harness.url}/#/inbox?candidate=%22nobody-at-all%22`)
    await expect(portal.getByTestId('inbox-empty')).toBeVisible({ timeout: 20_000 })
    harness.answerSaveDialog(path.join(folder, 'never.xlsx'))
    await portal.getByTestId('export-button').click()
    await expect(portal.getByTestId('export-error')).toHaveText('Er zijn geen gesprekken om te exporteren')
    await portal.goto(`${harness.url}/#/inbox?candidate=%22nobody-else%22`)
    await expect(portal.getByTestId('inbox-empty')).toBeVisible({ timeout: 20_000 })
    await expect(portal.getByTestId('export-error')).toHaveCount(0)
    expect(readdirSync(folder).filter((name) => name.startsWith('never'))).toEqual([])
  })

  test('en-US: CSV with commas, the analytics table as .xlsx, progress light and dark', async ({
    portal,
    harness,
  }) => {
    await switchLanguage(portal, 'en-US')
    await signIn(portal, harness)
    await openInbox(portal, inboundTeamUrl(harness))
    const folder = mkdtempSync(path.join(tmpdir(), 'exports-e2e-'))
    const expected = await apiRows(harness, inboundTeamFilters())

    const csv = path.join(folder, 'inbox.csv')
    harness.answerSaveDialog(csv)
    await exportAs(portal, 'csv-comma')
    await expect(portal.getByTestId('export-done')).toContainText('inbox.csv', { timeout: 60_000 })
    const [header, ...body] = readCsv(csv, ',')
    expect(header).toEqual(shown['en-US'].headers)
    expect(body).toEqual(expected.map((message) => expectedCsvRow(message, 'en-US')))
    // The choice is remembered: the button now exports CSV with commas.
    await expect(portal.getByTestId('export-button')).toHaveAttribute('data-format', 'csv')
    await expect(portal.getByTestId('export-button')).toContainText('CSV (,)')
    await saveScreenshot(portal, 'export-done-en-US-light')

    await portal.getByTestId('export-format').click()
    await expect(portal.getByRole('menuitem')).toHaveText([
      'Excel workbook (.xlsx)',
      'CSV, separated by commas (,)recommended for English',
      'CSV, separated by semicolons (;)',
    ])
    await saveScreenshot(portal, 'export-menu-en-US-light')
    await portal.keyboard.press('Escape')
    await openInbox(portal, `${harness.url}/#/inbox`)
    harness.answerSaveDialog(path.join(folder, 'all.xlsx'))
    await exportShowingProgress(
      portal,
      harness,
      () => exportAs(portal, 'xlsx'),
      'export-progress-en-US-light',
    )
    await portal.emulateMedia({ colorScheme: 'dark' })
    await portal.getByTestId('export-format').click()
    await expect(portal.getByRole('menuitem').first()).toBeVisible()
    await saveScreenshot(portal, 'export-menu-en-US-dark')
    await portal.keyboard.press('Escape')
    harness.answerSaveDialog(path.join(folder, 'all-2.xlsx'))
    await exportShowingProgress(
      portal,
      harness,
      () => portal.getByTestId('export-button').click(),
      'export-progress-en-US-dark',
    )
    await saveScreenshot(portal, 'export-done-en-US-dark')

    // The analytics screen: totals, then every team and agent, as an .xlsx with counts and times typed.
    await portal.goto(`${harness.url}/#/inbox-analytics`)
    await expect(portal.getByTestId('breakdown-team')).toBeVisible({ timeout: 20_000 })
    // Nobody answers the save dialog: the harness saves into its downloads folder, as start:browser does.
    const project = await projectId(harness)
    const analytics = path.join(
      downloadsFolder,
      `smart-inbox-analytics-${project}-${new Date().toISOString().slice(0, 10)}.xlsx`,
    )
    await portal.getByTestId('analytics-export').getByTestId('export-format').click()
    await portal.getByTestId('export-format-xlsx').click()
    await expect(portal.getByTestId('export-done')).toContainText(path.basename(analytics), {
      timeout: 60_000,
    })
    await expectAccessible(portal, 'analytics export (en-US, dark)', '[data-testid="analytics-export"]')
    await saveScreenshot(portal, 'export-analytics-en-US-dark')
    expect(readdirSync(downloadsFolder)).toContain(path.basename(analytics))
    const sheet = await readXlsx(analytics)
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Breakdown',
      'Name',
      'Messages',
      'Conversations',
      'Inbound',
      'Outbound',
      'Read',
      'Avg. response recruiter',
      'Avg. response candidate',
    ])
    const totals = await apiTotals(harness, defaultInboxFilters(new Date()))
    expect(sheet.getRow(2).values).toEqual(
      expect.arrayContaining([
        'Total',
        'All messages in the filter',
        totals.message_count,
        totals.unique_conversations,
      ]),
    )
    const teamRow = sheet.getRows(3, sheet.rowCount - 2)!.find((row) => row.getCell(2).value === team)
    const teamTotals = await apiTotals(harness, { ...defaultInboxFilters(new Date()), teamNames: [team] })
    expect(teamRow?.getCell(1).value).toBe('Team')
    expect(teamRow?.getCell(3).value).toBe(teamTotals.message_count)
    expect(teamRow?.getCell(6).value).toBe(teamTotals.outbound_messages)
  })

  test('the .xlsx opens in LibreOffice with phone numbers intact', async ({ portal, harness }) => {
    const libreOffice = spawnSync('soffice', ['--version'], { encoding: 'utf8' })
    test.skip(
      libreOffice.status !== 0,
      'LibreOffice is not installed (Debian package libreoffice-calc-nogui; .ci/run installs it): the headless conversion check is skipped',
    )
    await signIn(portal, harness)
    await openInbox(portal, inboundTeamUrl(harness))
    const folder = mkdtempSync(path.join(tmpdir(), 'exports-lo-'))
    const xlsx = path.join(folder, 'inbox.xlsx')
    harness.answerSaveDialog(xlsx)
    await exportAs(portal, 'xlsx')
    await expect(portal.getByTestId('export-done')).toBeVisible({ timeout: 60_000 })
    const expected = await apiRows(harness, inboundTeamFilters())
    // A private profile: parallel conversions must not share LibreOffice's user folder.
    const profile = pathToFileURL(mkdtempSync(path.join(tmpdir(), 'lo-profile-'))).href
    execFileSync(
      'soffice',
      [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'csv', '--outdir', folder, xlsx],
      { stdio: 'ignore', timeout: 120_000 },
    )
    const converted = Papa.parse<string[]>(readFileSync(path.join(folder, 'inbox.csv'), 'utf8'), {
      skipEmptyLines: true,
    })
    const [header, ...rows] = converted.data
    expect(header?.[5]).toBe('Telefoonnummer')
    expect(rows.map((row) => row[5] || null)).toEqual(expected.map((message) => message.phoneNumber))
    expect(rows.some((row) => row[5]?.startsWith('+31'))).toBe(true)
  })
})

async function apiTotals(harness: Harness, filters: InboxFilters) {
  const query = clientMessagesParams(await projectId(harness), filters, { pageNum: 1, pageSize: 1 })
  query['fetch_options'] = 'false'
  const result = await harness.portal.dispatcher.dispatch('api:rest', { call: 'clientMessages', query })
  if (!result.ok) throw new Error(result.error.message)
  return v.parse(inboxPageSchema, result.value)
}
