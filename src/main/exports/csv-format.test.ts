import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { formatCell, formatRecord, neutraliseCell, utf8Bom } from './csv-format'

describe('formula neutralisation (QUALITY REL-8)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `'=HYPERLINK("http://evil.example","x")`],
    ['+SUM(1,2)', "'+SUM(1,2)"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    // A leading break is a trigger itself, and the line after it is guarded as well.
    ['\r=1', "'\r'=1"],
    ['\n=1', "'\n'=1"],
    ['\0=1', "'\0=1"],
    ['＝1+1', "'＝1+1"],
    ['＋1+1', "'＋1+1"],
    ['－1+1', "'－1+1"],
    ['＠SUM(1)', "'＠SUM(1)"],
    ['line one\n=cmd|" /C calc"!A0', `line one\n'=cmd|" /C calc"!A0`],
    ['safe\r\n+1\r\n-2\n@3\r＝4', "safe\r\n'+1\r\n'-2\n'@3\r'＝4"],
  ])('neutralises %j', (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected)
  })

  it.each(['Hallo', 'a=b', 'e-mail', '-5', '+31612345678', '3,5', '', 'مرحبا', '👋 hoi', 'x@y.nl'])(
    'leaves %j as it is',
    (input) => {
      expect(neutraliseCell(input)).toBe(input)
    },
  )
})

describe('RFC 4180 records', () => {
  it('quotes commas, quotes and line breaks, doubles quotes, and ends records with CRLF', () => {
    expect(formatRecord(['a', 'b,c', 'say "hi"', 'two\nlines', null, 42, true])).toBe(
      'a,"b,c","say ""hi""","two\nlines",,42,true\r\n',
    )
  })

  it('reads back equal through an independent parser, hostile text included', () => {
    const rows = [
      ['id', 'text'],
      ['1', '=1+1'],
      ['2', 'comma, "quote"\r\nand a break'],
      ['3', '👋 émoji and العربية'],
      ['4', 'x'.repeat(5000)],
    ]
    const csv = utf8Bom + rows.map((row) => formatRecord(row)).join('')
    const parsed = Papa.parse<string[]>(csv.slice(1), { newline: '\r\n', delimiter: ',' })
    expect(parsed.errors).toEqual([])
    expect(parsed.data.filter((row) => row.length > 1)).toEqual(
      rows.map((row) => row.map((cell) => neutraliseCell(cell))),
    )
    expect(csv.startsWith('\uFEFFid,text\r\n')).toBe(true)
    expect(csv).not.toMatch(/^sep=/m)
  })

  it('writes empty for null and undefined', () => {
    expect(formatCell(undefined)).toBe('')
    expect(formatCell(null)).toBe('')
  })
})
