import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import {
  defaultInboxFilters,
  inboxPageSchema,
  type InboxFilters,
  type InboxMessage,
} from '@shared/domain/inbox'
import type { ExportJobState } from '@shared/ipc/exports'
import { createMemoryStore } from '../prefs/key-value-store'
import { nodeXlsxWriterLauncher } from '../node-children'
import { createExportJobs, formatOf, type ExportJobsDeps, type ExportRequest } from '../exports/export-jobs'
import { startInboxExport, type InboxExportKind } from './inbox-export-source'

const message = (i: number): InboxMessage => ({
  id: i,
  clientId: `client-${i}`,
  date: '21/11/26 08:15',
  assignedAgentName: i === 1 ? '=HYPERLINK("x")' : 'Anouk',
  humanReadableType: 'Tekstbericht',
  isBot: false,
  isInbound: true,
  phoneNumber: '+31612345678',
  responseTime: 12,
  senderEntity: 'candidate',
  stateMachine: 'Start',
  statusHistory: [{ status: 'sent', date: '21/11/26 08:15' }],
  templateName: null,
  teamNames: ['Team Noord', 'Team "Oost", Flex'],
  atsEntityId: null,
  isRead: false,
  text: 'Hoi',
})

const launchXlsxWriter = nodeXlsxWriterLauncher(process.cwd())

type FetchPage = (query: Record<string, string>) => Promise<unknown>

/** The Smart Inbox's exports on the one export job, as the inbox module starts them. */
function setup(overrides: Partial<ExportJobsDeps> & { fetchPage?: FetchPage } = {}, rows = 3) {
  const folder = mkdtempSync(path.join(tmpdir(), 'inbox-export-'))
  const states: ExportJobState[] = []
  const queries: Record<string, string>[] = []
  const chooseTarget = vi.fn(async (defaultPath: string) => path.join(folder, path.basename(defaultPath)))
  const notified: string[] = []
  const store = createMemoryStore()
  const { fetchPage: fetchOverride, ...jobOverrides } = overrides
  const fetchPage: FetchPage =
    fetchOverride ??
    (async (query) => {
      queries.push(query)
      const all = Array.from({ length: rows }, (_, i) => message(i + 1))
      return {
        messages: all,
        outbound_messages: 0,
        read_messages: 0,
        inbound_messages: rows,
        amount_of_pages: rows === 0 ? 0 : 1,
        message_count: rows,
        average_response_time_recruiter: null,
        average_response_time_candidate: null,
        unique_conversations: rows,
      }
    })
  const jobs = createExportJobs({
    ports: {
      chooseTarget,
      showInFolder: vi.fn(),
      notifyDone: (file) => void notified.push(file),
      defaultFolder: folder,
      launchXlsxWriter,
    },
    store,
    projectId: () => 'talentbrug-werving',
    allowed: () => true,
    permitted: () => true,
    onChange: (state) => void states.push(state),
    log: () => undefined,
    today: () => new Date('2026-11-21T10:00:00Z'),
    ...jobOverrides,
  })
  const exporter = {
    start: (filters: InboxFilters, request: ExportRequest, kind?: InboxExportKind) =>
      // The page is checked as rest() checks the reply before the export sees it (fakes must be valid).
      startInboxExport(
        jobs,
        async (query) => v.parse(inboxPageSchema, await fetchPage(query)),
        filters,
        request,
        kind,
      ),
    cancelAll: () => jobs.cancelAll(),
  }
  return { exporter, folder, states, queries, chooseTarget, notified, store }
}

const csvNl = { format: 'csv', language: 'nl-NL' } as const
const filters = {
  ...defaultInboxFilters(new Date('2026-11-21T10:00:00Z')),
  isInbound: true,
  teamNames: ['Team Noord'],
}

describe('Smart Inbox export job', () => {
  it('exports exactly the filters, remembers the folder and says where the file is', async () => {
    const { exporter, folder, states, queries, chooseTarget, notified, store } = setup()
    const job = await exporter.start(filters, csvNl)
    await vi.waitFor(() => expect(states.at(-1)?.status).toBe('done'))
    expect(chooseTarget).toHaveBeenCalledWith(
      path.join(folder, 'smart-inbox-talentbrug-werving-2026-11-21.csv'),
    )
    expect(queries[0]).toMatchObject({
      project_id: 'talentbrug-werving',
      is_inbound: 'true',
      team_names: 'Team Noord',
      export: 'true',
      page_num: '1',
      fetch_options: 'false',
    })
    expect(states.at(-1)).toEqual({
      jobId: job?.jobId,
      status: 'done',
      rowsWritten: 3,
      fileName: 'smart-inbox-talentbrug-werving-2026-11-21.csv',
    })
    expect(notified).toEqual(['smart-inbox-talentbrug-werving-2026-11-21.csv'])
    expect(store.get('last-export-folder')).toBe(folder)
    const csv = readFileSync(path.join(folder, 'smart-inbox-talentbrug-werving-2026-11-21.csv'), 'utf8')
    // Dutch: `;` between cells, Dutch headers and values as the table shows them, the phone number as text.
    const [header, first] = csv.slice(1).split('\r\n')
    expect(header).toBe(
      'Datum;Toegewezen medewerker;Type;Bot;Inkomend;Telefoonnummer;Reactietijd;Afzender;Flow;Statusgeschiedenis;Template;Teams;ATS-entiteit-id',
    )
    expect(first).toBe(
      [
        '21-11-2026 08:15',
        `"'=HYPERLINK(""x"")"`,
        'Tekstbericht',
        'Nee',
        'Ja',
        '"=""+31612345678"""',
        '12 s',
        'Kandidaat',
        'Start',
        'verzonden 21-11-2026 08:15',
        '',
        '"Team Noord, Team ""Oost"", Flex"',
        '',
      ].join(';'),
    )
  })

  // Starts a real writer process (under tsx when no fresh bundle exists): seconds on a loaded two-core
  // machine, so its budget is that of the xlsx export tests (exports/xlsx-export.test.ts).
  it(
    'writes an .xlsx when asked, or when the user typed .xlsx in the save dialog',
    { timeout: 30_000 },
    async () => {
      const { exporter, folder, states } = setup({
        ports: {
          chooseTarget: async (defaultPath) => path.join(path.dirname(defaultPath), 'chosen.xlsx'),
          showInFolder: vi.fn(),
          notifyDone: vi.fn(),
          defaultFolder: mkdtempSync(path.join(tmpdir(), 'inbox-export-')),
          launchXlsxWriter,
        },
      })
      await exporter.start(filters, { format: 'csv', language: 'en-US' })
      await vi.waitFor(() => expect(states.at(-1)?.status).toBe('done'), { timeout: 25_000 })
      expect(states.at(-1)).toMatchObject({ fileName: 'chosen.xlsx' })
      expect(readdirSync(folder)).toEqual([])
      expect(formatOf('/x/a.CSV', 'xlsx')).toBe('csv')
      expect(formatOf('/x/a.xlsx', 'csv')).toBe('xlsx')
      expect(formatOf('/x/a', 'xlsx')).toBe('xlsx')
    },
  )

  it('offers the analytics table under its own name and writes totals, teams and agents', async () => {
    const answers = new Map<string, number>([
      ['', 10],
      ['team_names=Team Noord', 6],
      ['team_names=Team Zuid', 4],
      ['assigned_to=Anouk', 3],
    ])
    const queries: Record<string, string>[] = []
    const { exporter, folder, states, chooseTarget } = setup({
      fetchPage: async (query) => {
        queries.push(query)
        const key = query['team_names']
          ? `team_names=${query['team_names']}`
          : query['assigned_to']
            ? `assigned_to=${query['assigned_to']}`
            : ''
        const count = answers.get(key) ?? 0
        return {
          messages: [],
          outbound_messages: 1,
          read_messages: 2,
          inbound_messages: count - 1,
          amount_of_pages: count,
          message_count: count,
          average_response_time_recruiter: 90,
          average_response_time_candidate: null,
          unique_conversations: count,
          filter_options: {
            team_names: ['Team Noord', 'Team Zuid'],
            assignees: { flows: [], agents: ['Anouk'] },
            human_readable_types: [],
            template_names: [],
          },
        }
      },
    })
    await exporter.start(defaultInboxFilters(new Date('2026-11-21T10:00:00Z')), csvNl, 'analytics')
    await vi.waitFor(() => expect(states.at(-1)?.status).toBe('done'))
    expect(chooseTarget).toHaveBeenCalledWith(
      path.join(folder, 'smart-inbox-analytics-talentbrug-werving-2026-11-21.csv'),
    )
    expect(queries.every((query) => query['page_size'] === '1')).toBe(true)
    const csv = readFileSync(
      path.join(folder, 'smart-inbox-analytics-talentbrug-werving-2026-11-21.csv'),
      'utf8',
    )
    expect(csv.slice(1).split('\r\n').filter(Boolean)).toEqual([
      'Uitsplitsing;Naam;Berichten;Gesprekken;Inkomend;Uitgaand;Gelezen;Gem. reactie recruiter;Gem. reactie kandidaat',
      'Totaal;Alle berichten in het filter;10;10;9;1;2;1 min 30 s;',
      'Team;Team Noord;6;6;5;1;2;1 min 30 s;',
      'Team;Team Zuid;4;4;3;1;2;1 min 30 s;',
      'Medewerker;Anouk;3;3;2;1;2;1 min 30 s;',
    ])
  })

  it('does nothing when the user cancels the save dialog', async () => {
    const { exporter, states } = setup({
      ports: {
        chooseTarget: async () => null,
        showInFolder: vi.fn(),
        notifyDone: vi.fn(),
        defaultFolder: tmpdir(),
        launchXlsxWriter,
      },
    })
    await expect(exporter.start(filters, csvNl)).resolves.toBeNull()
    expect(states).toEqual([])
  })

  it("says 'There are no conversations to export' when the filter matches nothing, and writes no file", async () => {
    const { exporter, states, folder } = setup({}, 0)
    await exporter.start(filters, csvNl)
    await vi.waitFor(() =>
      expect(states.at(-1)).toMatchObject({ status: 'failed', code: 'nothing_to_export' }),
    )
    expect(readdirSync(folder)).toEqual([])
  })

  it('is refused when a managed policy switches CSV export off', async () => {
    const { exporter, chooseTarget } = setup({ allowed: () => false })
    await expect(exporter.start(filters, csvNl)).rejects.toMatchObject({ code: 'export_disabled' })
    expect(chooseTarget).not.toHaveBeenCalled()
  })

  it('is refused before any dialog or request when the role may not export (an employee)', async () => {
    const { exporter, chooseTarget, queries } = setup({ permitted: () => false })
    await expect(exporter.start(filters, csvNl)).rejects.toMatchObject({ code: 'forbidden' })
    expect(chooseTarget).not.toHaveBeenCalled()
    expect(queries).toEqual([])
  })

  it('cancels every running job when the user signs out or is replaced', async () => {
    let release: () => void = () => undefined
    const { exporter, states } = setup({
      fetchPage: () =>
        new Promise((resolve) => (release = () => resolve({ messages: [], amount_of_pages: 0 }))),
    })
    const job = await exporter.start(filters, csvNl)
    exporter.cancelAll()
    release()
    await vi.waitFor(() => expect(states.at(-1)).toEqual({ jobId: job?.jobId, status: 'cancelled' }))
  })
})
