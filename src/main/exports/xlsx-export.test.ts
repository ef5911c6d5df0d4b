import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { afterAll, describe, expect, it } from 'vitest'
import { nodeXlsxWriterLauncher } from '../node-children'
import { NothingToExportError } from './csv-export'
import type { ExportSource, ExportValue } from './export-table'
import { exportXlsx, safeSheetName } from './xlsx-export'
import type { XlsxWriterLauncher } from './xlsx-writer-protocol'
import { createXlsxWriters } from './xlsx-writers'

const units = { h: 'u', m: 'min', s: 's' }
const wall = Date.UTC(2026, 10, 21, 8, 15)

function source(pages: number, rowsPerPage: number, onFetch?: (pageNum: number) => void): ExportSource {
  return {
    sheetName: 'Smart Inbox',
    columns: [
      { header: 'Datum', kind: 'date' },
      { header: 'Telefoonnummer', kind: 'id' },
      { header: 'Reactietijd', kind: 'duration' },
      { header: 'Bot', kind: 'text' },
      { header: 'Berichten', kind: 'number' },
    ],
    async fetchPage(pageNum) {
      onFetch?.(pageNum)
      const rows = Array.from({ length: rowsPerPage }, (_, i): ExportValue[] => [
        wall,
        i === 0 ? '0612345678' : '+31612345678',
        249,
        i === 1 ? '=HYPERLINK("x")' : 'Nee',
        (pageNum - 1) * rowsPerPage + i,
      ])
      return { rows, totalPages: pages }
    },
  }
}

const folder = () => mkdtempSync(path.join(tmpdir(), 'xlsx-export-'))
const launch = nodeXlsxWriterLauncher(process.cwd())
const writers = createXlsxWriters(launch)
afterAll(() => writers.close())
const options = () => ({ signal: new AbortController().signal, language: 'nl-NL' as const, units, writers })

// These tests start real writer processes (one to three each; under tsx when no fresh bundle exists), which
// takes seconds on a loaded two-core machine: the budget is for that, the assertions are about launches.
describe('exportXlsx', { timeout: 30_000 }, () => {
  it('writes typed cells under a bold frozen header, with widths, reporting progress', async () => {
    const dir = folder()
    const target = path.join(dir, 'inbox.xlsx')
    const progress: number[] = []
    const result = await exportXlsx(target, source(3, 4), {
      ...options(),
      onProgress: (p) => progress.push(p.rowsWritten),
    })
    expect(result).toEqual({ pagesDone: 3, totalPages: 3, rowsWritten: 12 })
    expect(progress).toEqual([4, 8, 12])
    expect(readdirSync(dir)).toEqual(['inbox.xlsx'])

    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(target)
    const sheet = workbook.worksheets[0]!
    expect(sheet.name).toBe('Smart Inbox')
    expect(sheet.rowCount).toBe(13)
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Datum',
      'Telefoonnummer',
      'Reactietijd',
      'Bot',
      'Berichten',
    ])
    expect(sheet.getRow(1).font?.bold ?? sheet.getCell('A1').font?.bold).toBe(true)
    const [date, phone, duration, text, count] = [1, 2, 3, 4, 5].map((c) => sheet.getRow(2).getCell(c))
    expect(date!.type).toBe(ExcelJS.ValueType.Date)
    expect(date!.value).toEqual(new Date(wall))
    expect(date!.numFmt).toBe('dd-mm-yyyy hh:mm')
    // Phone numbers stay text: the leading zero and the + survive.
    expect(phone!.type).toBe(ExcelJS.ValueType.String)
    expect(phone!.value).toBe('0612345678')
    expect(sheet.getRow(3).getCell(2).value).toBe('+31612345678')
    expect(phone!.numFmt).toBe('@')
    // A time: 4 min 09 s as a fraction of a day (exceljs reads time-formatted cells back as dates).
    expect(duration!.value).toEqual(new Date(Date.UTC(1899, 11, 30, 0, 4, 9)))
    expect(duration!.numFmt).toBe('[h]:mm:ss')
    expect(text!.value).toBe('Nee')
    // Text that looks like a formula is a string cell, never a formula.
    expect(sheet.getRow(3).getCell(4).type).toBe(ExcelJS.ValueType.String)
    expect(sheet.getRow(3).getCell(4).value).toBe('=HYPERLINK("x")')
    expect(count!.value).toBe(0)
    for (const column of sheet.columns) expect(column.width).toBeGreaterThanOrEqual(8)
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(17)
  })

  it('writes nothing when the filter matches nothing', async () => {
    const dir = folder()
    await expect(exportXlsx(path.join(dir, 'x.xlsx'), source(0, 0), options())).rejects.toBeInstanceOf(
      NothingToExportError,
    )
    expect(readdirSync(dir)).toEqual([])
  })

  it('a cancelled export leaves the previous file intact and no temporary file', async () => {
    const dir = folder()
    const target = path.join(dir, 'inbox.xlsx')
    writeFileSync(target, 'previous export')
    const controller = new AbortController()
    await expect(
      exportXlsx(
        target,
        source(50, 500, (n) => n === 3 && controller.abort()),
        { ...options(), signal: controller.signal },
      ),
    ).rejects.toThrow()
    expect(readFileSync(target, 'utf8')).toBe('previous export')
    expect(readdirSync(dir)).toEqual(['inbox.xlsx'])
  })

  it('a failing page leaves the previous file intact', async () => {
    const dir = folder()
    const target = path.join(dir, 'inbox.xlsx')
    writeFileSync(target, 'previous export')
    const failing = source(5, 10, (n) => {
      if (n === 4) throw new Error('server went away')
    })
    await expect(exportXlsx(target, failing, options())).rejects.toThrow('server went away')
    expect(readFileSync(target, 'utf8')).toBe('previous export')
    expect(readdirSync(dir)).toEqual(['inbox.xlsx'])
  })

  it('a writer that dies leaves the previous file intact and no temporary file', async () => {
    const dir = folder()
    const target = path.join(dir, 'inbox.xlsx')
    writeFileSync(target, 'previous export')
    // The writer is killed (as by the OS) once it has written its first batch.
    const dying: XlsxWriterLauncher = () => {
      const writer = launch()
      writer.onMessage((message) => message.kind === 'written' && writer.kill())
      return writer
    }
    await expect(
      exportXlsx(target, source(20, 500), { ...options(), writers: createXlsxWriters(dying) }),
    ).rejects.toThrow('The .xlsx writer stopped')
    expect(readFileSync(target, 'utf8')).toBe('previous export')
    expect(readdirSync(dir)).toEqual(['inbox.xlsx'])
  })

  it('a writer that cannot start leaves no temporary file', async () => {
    const dir = folder()
    const missing: XlsxWriterLauncher = () => {
      throw new Error('The .xlsx writer is missing from this build')
    }
    await expect(
      exportXlsx(path.join(dir, 'x.xlsx'), source(1, 3), {
        ...options(),
        writers: createXlsxWriters(missing),
      }),
    ).rejects.toThrow('missing')
    expect(readdirSync(dir)).toEqual([])
  })

  it("reuses a finished export's warm writer, and never a cancelled one's", async () => {
    let launched = 0
    const counting = createXlsxWriters(() => (launched++, launch()))
    const dir = folder()
    try {
      await exportXlsx(path.join(dir, 'a.xlsx'), source(2, 3), { ...options(), writers: counting })
      await exportXlsx(path.join(dir, 'b.xlsx'), source(2, 3), { ...options(), writers: counting })
      expect(launched).toBe(1)
      const controller = new AbortController()
      await expect(
        exportXlsx(
          path.join(dir, 'c.xlsx'),
          source(20, 100, (n) => n === 2 && controller.abort()),
          {
            ...options(),
            signal: controller.signal,
            writers: counting,
          },
        ),
      ).rejects.toThrow()
      await exportXlsx(path.join(dir, 'd.xlsx'), source(1, 3), { ...options(), writers: counting })
      expect(launched).toBe(2)
      // The reused writer wrote a whole second workbook, not rows appended to the first.
      const second = new ExcelJS.Workbook()
      await second.xlsx.readFile(path.join(dir, 'b.xlsx'))
      expect(second.worksheets[0]!.rowCount).toBe(7)
      expect(readdirSync(dir).sort()).toEqual(['a.xlsx', 'b.xlsx', 'd.xlsx'])
    } finally {
      await counting.close()
    }
  })

  it('stops an idle writer after a while; the next export starts a new one', async () => {
    let launched = 0
    const counting = createXlsxWriters(() => (launched++, launch()), 50)
    const dir = folder()
    try {
      await exportXlsx(path.join(dir, 'a.xlsx'), source(1, 3), { ...options(), writers: counting })
      await new Promise((resolve) => setTimeout(resolve, 300))
      await exportXlsx(path.join(dir, 'b.xlsx'), source(1, 3), { ...options(), writers: counting })
      expect(launched).toBe(2)
    } finally {
      await counting.close()
    }
  })

  it('names worksheets as Excel allows', () => {
    expect(safeSheetName('Smart Inbox: analyse [1/2]')).toBe('Smart Inbox  analyse  1 2')
    expect(safeSheetName('x'.repeat(40))).toHaveLength(31)
    expect(safeSheetName('///')).toBe('Export')
  })
})
