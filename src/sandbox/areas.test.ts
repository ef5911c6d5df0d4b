import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { SandboxArea } from './area'
import { orderAreas, sandboxAreas } from './areas'

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

  it('seed each area after the areas its manifest names in seedAfter', () => {
    const names = sandboxAreas.map((area) => area.name)
    for (const area of sandboxAreas)
      for (const before of area.seedAfter ?? [])
        expect(names.indexOf(before), `${area.name} after ${before}`).toBeLessThan(names.indexOf(area.name))
  })
})

describe('the order of the areas', () => {
  const area = (name: string, seedAfter?: string[]): SandboxArea => ({
    name,
    ...(seedAfter && { seedAfter }),
  })
  const names = (areas: readonly SandboxArea[]) => areas.map((a) => a.name)

  it('puts an area after the ones it seeds after, and otherwise goes by name', () => {
    expect(names(orderAreas([area('c', ['b']), area('b', ['d']), area('a'), area('d')]))).toEqual([
      'a',
      'd',
      'b',
      'c',
    ])
  })

  it('refuses a seedAfter that names no area, and areas that wait for each other', () => {
    expect(() => orderAreas([area('a', ['ghost'])])).toThrow('ghost, which is no area')
    expect(() => orderAreas([area('a', ['b']), area('b', ['a']), area('c')])).toThrow(
      'These areas wait for each other: a, b.',
    )
  })
})
