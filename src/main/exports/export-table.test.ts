import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { defaultCsvSeparator } from '@shared/ipc/exports'
import { formatCell, formatRecord, KeptAsText, readTextCell, textCell, utf8Bom } from './csv-format'
import { csvCellOf, formatWallClock, wallClockOf, xlsxCellOf, xlsxNumberFormats } from './export-table'

const units = { h: 'u', m: 'min', s: 's' }

describe('the separator rule', () => {
  it('is `;` for Dutch spreadsheets and `,` for English ones', () => {
    expect(defaultCsvSeparator('nl-NL')).toBe(';')
    expect(defaultCsvSeparator('en-US')).toBe(',')
  })

  it('quotes cells that hold the chosen separator, and only those', () => {
    expect(formatRecord(['a;b', '3,5', 'x'], ';')).toBe('"a;b";3,5;x\r\n')
    expect(formatRecord(['a;b', '3,5', 'x'], ',')).toBe('a;b,"3,5",x\r\n')
  })

  it('reads back through an independent parser with either separator', () => {
    const rows = [
      ['naam', 'tekst'],
      ['Anouk; Bram', 'hallo, "wereld"\nregel twee'],
    ]
    for (const separator of [';', ','] as const) {
      const csv = utf8Bom + rows.map((row) => formatRecord(row, separator)).join('')
      const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: separator, skipEmptyLines: true })
      expect(parsed.errors).toEqual([])
      expect(parsed.data).toEqual(rows)
    }
  })
})

describe('phone numbers and ids as text in CSV', () => {
  it.each(['+31612345678', '0612345678', '123456789012345678'])(
    'writes %j as a text formula a spreadsheet shows as the digits',
    (value) => {
      const cell = formatCell(textCell(value) as never, ';')
      expect(cell).toBe(`"=""${value}"""`)
      const parsed = Papa.parse<string[]>(cell, { delimiter: ';' }).data[0]![0]!
      expect(parsed).toBe(`="${value}"`)
      expect(readTextCell(parsed)).toBe(value)
    },
  )

  it.each(['=HYPERLINK("x")', '+1+1', 'A-123', '+31 6 1234 5678', ''])(
    'never turns other values into formulas (%j)',
    (value) => {
      const cell = textCell(value)
      expect(cell).not.toBeInstanceOf(KeptAsText)
      expect(cell).toBe(value)
    },
  )

  it('keeps the formula-injection guard for hostile ids', () => {
    expect(formatCell(textCell('=cmd|"/C calc"!A0') as never)).toBe(`"'=cmd|""/C calc""!A0"`)
  })
})

describe('cell typing', () => {
  it('reads the server date as the wall-clock time shown, whatever the time zone', () => {
    const wall = wallClockOf('21/11/26 08:15')!
    expect(new Date(wall).toISOString()).toBe('2026-11-21T08:15:00.000Z')
    expect(wallClockOf('31/02/26 8:15')).toBeNull()
    expect(formatWallClock(wall, 'nl-NL')).toBe('21-11-2026 08:15')
    expect(formatWallClock(wall, 'en-US')).toBe('11/21/2026 08:15')
  })

  it('gives .xlsx cells their type: ids text, dates dates, durations time, counts numbers', () => {
    const wall = Date.UTC(2026, 10, 21, 8, 15)
    expect(xlsxCellOf('+31612345678', 'id', 'nl-NL')).toEqual({ value: '+31612345678', numFmt: '@' })
    expect(xlsxCellOf(12345678, 'id', 'nl-NL')).toEqual({ value: '12345678', numFmt: '@' })
    expect(xlsxCellOf(wall, 'date', 'nl-NL')).toEqual({
      value: new Date(wall),
      numFmt: xlsxNumberFormats.date['nl-NL'],
    })
    expect(xlsxCellOf(249, 'duration', 'en-US')).toEqual({ value: 249 / 86_400, numFmt: '[h]:mm:ss' })
    const day = Date.UTC(2026, 10, 21)
    expect(xlsxCellOf(day, 'day', 'nl-NL')).toEqual({ value: new Date(day), numFmt: 'dd-mm-yyyy' })
    expect(xlsxCellOf(day, 'day', 'en-US')).toEqual({ value: new Date(day), numFmt: 'mm/dd/yyyy' })
    expect(csvCellOf(day, 'day', 'nl-NL', units)).toBe('21-11-2026')
    expect(csvCellOf(day, 'day', 'en-US', units)).toBe('11/21/2026')
    expect(xlsxCellOf(7, 'number', 'en-US')).toEqual({ value: 7, numFmt: '0' })
    expect(xlsxCellOf('=1+1', 'text', 'en-US')).toEqual({ value: '=1+1' })
    expect(xlsxCellOf('unreadable', 'date', 'en-US')).toEqual({ value: 'unreadable' })
    expect(xlsxCellOf(null, 'date', 'en-US')).toEqual({ value: null })
  })

  it('gives CSV cells the text the table shows, in the interface language', () => {
    const wall = Date.UTC(2026, 10, 21, 8, 15)
    expect(csvCellOf(wall, 'date', 'nl-NL', units)).toBe('21-11-2026 08:15')
    expect(csvCellOf(3_900, 'duration', 'nl-NL', units)).toBe('1 u 05 min')
    expect(csvCellOf(249, 'duration', 'en-US', { h: 'h', m: 'min', s: 's' })).toBe('4 min 09 s')
    expect(csvCellOf(null, 'duration', 'en-US', units)).toBeNull()
    expect(csvCellOf(42, 'number', 'en-US', units)).toBe('42')
  })
})
