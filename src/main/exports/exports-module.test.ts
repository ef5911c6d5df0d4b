import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { ExportJobState } from '@shared/ipc/exports'
import type { NativeNotification } from '../notifications/notifier'
import { createMemoryStore } from '../prefs/key-value-store'
import type { ExportSource } from './export-table'
import { createExportsModule } from './exports-module'

function setup() {
  const folder = mkdtempSync(path.join(tmpdir(), 'exports-module-'))
  const states: ExportJobState[] = []
  const shown: NativeNotification[] = []
  const showInFolder = vi.fn()
  const module = createExportsModule({
    exportPorts: {
      chooseTarget: async (defaultPath) => path.join(folder, path.basename(defaultPath)),
      showInFolder,
      defaultFolder: folder,
      launchXlsxWriter: () => {
        throw new Error('This test writes no .xlsx')
      },
    },
    store: createMemoryStore(),
    notifier: { show: (notification) => void shown.push(notification), closeAll: () => undefined },
    events: { emit: (_event, state) => void states.push(state as ExportJobState) },
    language: () => 'nl-NL',
    projectId: () => 'talentbrug-werving',
    exportAllowed: () => true,
    exportPermitted: () => true,
    log: () => undefined,
  })
  return { module, folder, states, shown, showInFolder }
}

/** An area's table: one page of one row, or a page that waits until released. */
function table(page: Promise<void> = Promise.resolve()): ExportSource {
  return {
    sheetName: 'Tabel',
    columns: [{ header: 'Naam', kind: 'text' }],
    fetchPage: async () => {
      await page
      return { rows: [['Anouk']], totalPages: 1 }
    },
  }
}

describe('the exports module', () => {
  it("runs an area's table on the job, says it is ready in the interface language and opens its folder", async () => {
    const { module, folder, states, shown, showInFolder } = setup()
    const job = await module.jobs.start('tabel', () => table(), { format: 'csv', language: 'nl-NL' })
    await vi.waitFor(() => expect(states.at(-1)?.status).toBe('done'))
    const [name = ''] = readdirSync(folder)
    expect(name).toMatch(/^tabel-talentbrug-werving-\d{4}-\d{2}-\d{2}\.csv$/)
    const file = path.join(folder, name)
    expect(readFileSync(file, 'utf8').slice(1)).toBe('Naam\r\nAnouk\r\n')
    expect(shown).toHaveLength(1)
    expect(shown[0]).toMatchObject({
      title: 'Export klaar',
      body: `1 rijen opgeslagen in ${name}. Klik om de map te openen.`,
    })
    shown[0]?.onClick()
    expect(showInFolder).toHaveBeenCalledWith(file)
    module.handlers.exports?.showInFolder?.({ jobId: job!.jobId })
    expect(showInFolder).toHaveBeenCalledTimes(2)
  })

  it('cancels a job on request, and every running job when the user signs out or is replaced', async () => {
    const { module, states } = setup()
    let release: () => void = () => undefined
    const waiting = new Promise<void>((resolve) => (release = resolve))
    const first = await module.jobs.start('a', () => table(waiting), { format: 'csv', language: 'en-US' })
    const second = await module.jobs.start('b', () => table(waiting), { format: 'csv', language: 'en-US' })
    module.handlers.exports?.cancel?.({ jobId: first!.jobId })
    module.forgetUser()
    release()
    await vi.waitFor(() =>
      expect(states.filter((state) => state.status === 'cancelled').map((state) => state.jobId)).toEqual(
        expect.arrayContaining([first!.jobId, second!.jobId]),
      ),
    )
  })
})
