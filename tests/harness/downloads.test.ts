import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { freeDownloadPath } from './host'

describe("the harness's downloads folder (npm run start:browser)", () => {
  it('saves under the offered name, numbered like a browser when taken, creating the folder', () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'harness-downloads-')), 'Chatbot Portal')
    const first = freeDownloadPath(folder, 'smart-inbox-x-2026-11-21.xlsx')
    expect(first).toBe(path.join(folder, 'smart-inbox-x-2026-11-21.xlsx'))
    writeFileSync(first, '')
    const second = freeDownloadPath(folder, 'smart-inbox-x-2026-11-21.xlsx')
    expect(second).toBe(path.join(folder, 'smart-inbox-x-2026-11-21 (1).xlsx'))
    writeFileSync(second, '')
    expect(freeDownloadPath(folder, 'smart-inbox-x-2026-11-21.xlsx')).toBe(
      path.join(folder, 'smart-inbox-x-2026-11-21 (2).xlsx'),
    )
  })
})
