import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryStore } from '../prefs/key-value-store'
import { nodeXlsxWriterLauncher } from '../node-children'
import { createExportJobs, type ExportJobsDeps } from './export-jobs'

const launchXlsxWriter = nodeXlsxWriterLauncher(process.cwd())

// The job with its tables is tested through an area's source (inbox/inbox-export.test.ts,
// automations/automations-conversations-export.test.ts); here what the job does on its own.
function setup(overrides: Partial<ExportJobsDeps> = {}) {
  const folder = mkdtempSync(path.join(tmpdir(), 'export-jobs-'))
  const chooseTarget = vi.fn(async (defaultPath: string) => path.join(folder, path.basename(defaultPath)))
  const store = createMemoryStore()
  const exporter = createExportJobs({
    ports: {
      chooseTarget,
      showInFolder: vi.fn(),
      notifyDone: vi.fn(),
      defaultFolder: folder,
      launchXlsxWriter,
    },
    store,
    projectId: () => 'talentbrug-werving',
    allowed: () => true,
    permitted: () => true,
    onChange: () => undefined,
    log: () => undefined,
    today: () => new Date('2026-11-21T10:00:00Z'),
    ...overrides,
  })
  return { exporter, folder, chooseTarget, store }
}

describe("saving a document (an automation's import file)", () => {
  it('offers the name in the last export folder, writes the whole file and remembers the folder', async () => {
    const { exporter, folder, chooseTarget, store } = setup()
    expect(await exporter.saveDocument('Vacature-alert.json', '{"a":1}\n')).toBe('Vacature-alert.json')
    expect(chooseTarget).toHaveBeenCalledWith(path.join(folder, 'Vacature-alert.json'))
    expect(readFileSync(path.join(folder, 'Vacature-alert.json'), 'utf8')).toBe('{"a":1}\n')
    // Nothing half-written is left beside it.
    expect(readdirSync(folder)).toEqual(['Vacature-alert.json'])
    expect(store.get('last-export-folder')).toBe(folder)
  })

  it('writes nothing when the save dialog is cancelled', async () => {
    const { exporter, folder } = setup({
      ports: {
        chooseTarget: async () => null,
        showInFolder: vi.fn(),
        notifyDone: vi.fn(),
        defaultFolder: tmpdir(),
        launchXlsxWriter,
      },
    })
    expect(await exporter.saveDocument('x.json', '{}')).toBeNull()
    expect(readdirSync(folder)).toEqual([])
  })

  it('says the file could not be written, and leaves no partial file, when the folder is gone', async () => {
    const { exporter, folder } = setup({
      ports: {
        chooseTarget: async () => path.join(tmpdir(), 'no-such-folder-for-portal', 'x.json'),
        showInFolder: vi.fn(),
        notifyDone: vi.fn(),
        defaultFolder: tmpdir(),
        launchXlsxWriter,
      },
    })
    await expect(exporter.saveDocument('x.json', '{}')).rejects.toMatchObject({ code: 'export_write_failed' })
    expect(readdirSync(folder)).toEqual([])
  })
})
