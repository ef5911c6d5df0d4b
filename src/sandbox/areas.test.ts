import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sandboxAreas } from './areas'

const sandboxFolder = fileURLToPath(new URL('.', import.meta.url))

describe('the sandbox areas', () => {
  it('list every folder with an area.ts manifest once, under the folder’s name', () => {
    const folders = readdirSync(sandboxFolder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(sandboxFolder, entry.name, 'area.ts')))
      .map((entry) => entry.name)
    expect(sandboxAreas.map((area) => area.name).sort()).toEqual(folders.sort())
  })

  it('keep each schema and seed in the area’s own folder', () => {
    for (const area of sandboxAreas) {
      if (area.schema)
        expect(existsSync(path.join(sandboxFolder, area.name, 'schema.ts')), area.name).toBe(true)
      for (const seeder of area.seeders ?? [])
        expect(seeder.file.startsWith(`${area.name}/`), seeder.name).toBe(true)
    }
  })
})
