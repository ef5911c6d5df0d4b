import { spawn } from 'node:child_process'
import { build } from 'esbuild'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { partialSuffix, sweepOrphans } from './atomic-file'
import { exportCsv, NothingToExportError, type CsvExportSource } from './csv-export'

const root = path.resolve(import.meta.dirname, '../../..')

function pagedSource(
  pages: number,
  rowsPerPage: number,
  onFetch?: (pageNum: number) => void,
): CsvExportSource {
  return {
    headers: ['id', 'text'],
    async fetchPage(pageNum) {
      onFetch?.(pageNum)
      const rows = Array.from({ length: rowsPerPage }, (_, i) => [
        String((pageNum - 1) * rowsPerPage + i),
        `row ${i}`,
      ])
      return { rows, totalPages: pages }
    },
  }
}

function folder() {
  return mkdtempSync(path.join(tmpdir(), 'csv-export-'))
}

describe('exportCsv', () => {
  it('fetches pages one by one and writes BOM, header and every row, reporting progress', async () => {
    const dir = folder()
    const target = path.join(dir, 'inbox.csv')
    const fetched: number[] = []
    const progress: number[] = []
    const result = await exportCsv(
      target,
      pagedSource(3, 4, (n) => fetched.push(n)),
      {
        signal: new AbortController().signal,
        onProgress: (p) => progress.push(p.pagesDone),
      },
    )
    expect(fetched).toEqual([1, 2, 3])
    expect(progress).toEqual([1, 2, 3])
    expect(result.rowsWritten).toBe(12)
    const text = readFileSync(target, 'utf8')
    expect(text.startsWith('\uFEFFid,text\r\n0,row 0\r\n')).toBe(true)
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(13)
    expect(readdirSync(dir)).toEqual(['inbox.csv'])
  })

  it('writes nothing when the filter matches nothing', async () => {
    const dir = folder()
    await expect(
      exportCsv(path.join(dir, 'x.csv'), pagedSource(0, 0), { signal: new AbortController().signal }),
    ).rejects.toBeInstanceOf(NothingToExportError)
    expect(readdirSync(dir)).toEqual([])
  })

  it('a cancelled export leaves the previous file intact and no temporary file', async () => {
    const dir = folder()
    const target = path.join(dir, 'inbox.csv')
    writeFileSync(target, 'previous export')
    const controller = new AbortController()
    await expect(
      exportCsv(
        target,
        pagedSource(50, 100, (n) => n === 3 && controller.abort()),
        { signal: controller.signal },
      ),
    ).rejects.toThrow()
    expect(readFileSync(target, 'utf8')).toBe('previous export')
    expect(readdirSync(dir)).toEqual(['inbox.csv'])
  })

  it('a failing page leaves the previous file intact', async () => {
    const dir = folder()
    const target = path.join(dir, 'inbox.csv')
    writeFileSync(target, 'previous export')
    const source = pagedSource(5, 10, (n) => {
      if (n === 4) throw new Error('server went away')
    })
    await expect(exportCsv(target, source, { signal: new AbortController().signal })).rejects.toThrow(
      'server went away',
    )
    expect(readFileSync(target, 'utf8')).toBe('previous export')
    expect(readdirSync(dir)).toEqual(['inbox.csv'])
  })
})

describe('kill during export (QUALITY REL-7)', () => {
  it('30 kills at random moments: 0 corrupt files, the previous file or a complete new one, orphans swept', async () => {
    const dir = folder()
    const target = path.join(dir, 'inbox.csv')
    const previous = '\uFEFFid,text\r\nprevious,export\r\n'
    // The child bundled once: started through tsx, each of the 30 starts compiled the export code anew
    // (most of a second each, 26 s of the run); plain Node starts the bundle in a fraction of that.
    const child = path.join(dir, 'export-child.mjs')
    await build({
      entryPoints: [path.join(root, 'tests/fault/export-child.ts')],
      outfile: child,
      bundle: true,
      platform: 'node',
      format: 'esm',
      // Everything in the one file (it runs from a scratch folder), the `@shared` alias read from here.
      tsconfig: path.join(root, 'tsconfig.node.json'),
      logLevel: 'silent',
    })
    let completed = 0
    for (let run = 0; run < 30; run++) {
      writeFileSync(target, previous)
      const exporter = spawn(process.execPath, [child, target], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      await new Promise<void>((resolve) =>
        exporter.stdout.on('data', (d: Buffer) => d.toString().includes('started') && resolve()),
      )
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 250))
      exporter.kill('SIGKILL')
      await new Promise((resolve) => exporter.on('exit', resolve))

      const text = readFileSync(target, 'utf8')
      if (text !== previous) {
        // Not the previous file: then it must be the complete new export, parseable to the last row.
        const parsed = Papa.parse<string[]>(text.slice(1), {
          delimiter: ',',
          newline: '\r\n',
          skipEmptyLines: true,
        })
        expect(parsed.errors).toEqual([])
        expect(parsed.data).toHaveLength(1 + 200 * 500)
        completed++
      }
      expect(
        readdirSync(dir).filter((name) => !name.endsWith(partialSuffix) && name !== 'export-child.mjs'),
      ).toEqual(['inbox.csv'])
    }
    await sweepOrphans([dir])
    expect(readdirSync(dir).sort()).toEqual(['export-child.mjs', 'inbox.csv'])
    expect(completed).toBeLessThan(30) // the kills really interrupted exports
  }, 120_000)
})
