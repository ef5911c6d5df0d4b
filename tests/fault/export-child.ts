/**
 * Child process for the kill-during-export fault test: exports a large generated data set to the target
 * given on the command line, printing "started" once the temporary file is being written.
 */
import { exportCsv } from '../../src/main/exports/csv-export'

const target = process.argv[2]
if (!target) throw new Error('usage: export-child.ts <target>')
const pages = 200
const rowsPerPage = 500

await exportCsv(
  target,
  {
    headers: ['id', 'text'],
    async fetchPage(pageNum) {
      await new Promise((resolve) => setTimeout(resolve, 1))
      const rows = Array.from({ length: rowsPerPage }, (_, i) => [
        String((pageNum - 1) * rowsPerPage + i),
        `=row ${i}, "quoted"\nline`,
      ])
      return { rows, totalPages: pages }
    },
  },
  {
    signal: new AbortController().signal,
    onProgress: ({ pagesDone }) => {
      if (pagesDone === 1) console.log('started')
    },
  },
)
console.log('done')
