import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { defaultInboxFilters, inboxColumns, type InboxMessage } from '@shared/domain/inbox'
import type { ExportJobState } from '@shared/ipc/exports'
import { createMemoryStore } from '../prefs/key-value-store'
import { createInboxExporter, type InboxExportDeps } from './inbox-export'

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

function setup(overrides: Partial<InboxExportDeps> = {}, rows = 3) {
  const folder = mkdtempSync(path.join(tmpdir(), 'inbox-export-'))
  const states: ExportJobState[] = []
  const queries: Record<string, string>[] = []
  const chooseTarget = vi.fn(async (defaultPath: string) => path.join(folder, path.basename(defaultPath)))
  const notified: string[] = []
  const store = createMemoryStore()
  const exporter = createInboxExporter({
    ports: {
      chooseTarget,
      showInFolder: vi.fn(),
      notifyDone: (file) => void notified.push(file),
      defaultFolder: folder,
    },
    store,
    fetchPage: async (query) => {
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
    },
    projectId: () => 'talentbrug-werving',
    allowed: () => true,
    permitted: () => true,
    onChange: (state) => void states.push(state),
    log: () => undefined,
    today: () => new Date('2026-11-21T10:00:00Z'),
    ...overrides,
  })
  return { exporter, folder, states, queries, chooseTarget, notified, store }
}

const headers = inboxColumns.map((column) => column.toUpperCase())
const filters = {
  ...defaultInboxFilters(new Date('2026-11-21T10:00:00Z')),
  isInbound: true,
  teamNames: ['Team Noord'],
}

describe('Smart Inbox export job', () => {
  it('exports exactly the filters, remembers the folder and says where the file is', async () => {
    const { exporter, folder, states, queries, chooseTarget, notified, store } = setup()
    const job = await exporter.start(filters, headers)
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
    expect(csv.startsWith(`\uFEFF${headers.join(',')}\r\n`)).toBe(true)
    expect(csv).toContain(`'=HYPERLINK(""x"")`)
    expect(csv).toContain('"Team Noord, Team ""Oost"", Flex"')
  })

  it('does nothing when the user cancels the save dialog', async () => {
    const { exporter, states } = setup({
      ports: {
        chooseTarget: async () => null,
        showInFolder: vi.fn(),
        notifyDone: vi.fn(),
        defaultFolder: tmpdir(),
      },
    })
    await expect(exporter.start(filters, headers)).resolves.toBeNull()
    expect(states).toEqual([])
  })

  it("says 'There are no conversations to export' when the filter matches nothing, and writes no file", async () => {
    const { exporter, states, folder } = setup({}, 0)
    await exporter.start(filters, headers)
    await vi.waitFor(() =>
      expect(states.at(-1)).toMatchObject({ status: 'failed', code: 'nothing_to_export' }),
    )
    expect(readdirSync(folder)).toEqual([])
  })

  it('is refused when a managed policy switches CSV export off', async () => {
    const { exporter, chooseTarget } = setup({ allowed: () => false })
    await expect(exporter.start(filters, headers)).rejects.toMatchObject({ code: 'export_disabled' })
    expect(chooseTarget).not.toHaveBeenCalled()
  })

  it('is refused before any dialog or request when the role may not export (an employee)', async () => {
    const { exporter, chooseTarget, queries } = setup({ permitted: () => false })
    await expect(exporter.start(filters, headers)).rejects.toMatchObject({ code: 'forbidden' })
    expect(chooseTarget).not.toHaveBeenCalled()
    expect(queries).toEqual([])
  })

  it('cancels every running job when the user signs out or is replaced', async () => {
    let release: () => void = () => undefined
    const { exporter, states } = setup({
      fetchPage: () =>
        new Promise((resolve) => (release = () => resolve({ messages: [], amount_of_pages: 0 }))),
    })
    const job = await exporter.start(filters, headers)
    exporter.cancelAll()
    release()
    await vi.waitFor(() => expect(states.at(-1)).toEqual({ jobId: job?.jobId, status: 'cancelled' }))
  })
})
