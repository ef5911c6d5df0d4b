import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const script = path.resolve(import.meta.dirname, 'check-import-cycles.mjs')
let dir = ''

async function project(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), 'cycles-'))
  const config = path.join(dir, 'tsconfig.json')
  await writeFile(
    config,
    JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler' } }),
  )
  for (const [name, code] of Object.entries(files)) await writeFile(path.join(dir, name), code)
  return config
}

afterEach(() => rm(dir, { recursive: true, force: true }))

describe('import cycle check (part of npm run lint)', () => {
  it('fails and names the files of a cycle, type-only imports included', async () => {
    const config = await project({
      'a.ts': "import { b } from './b'\nexport const a = () => b\n",
      'b.ts': "import type { C } from './c'\nexport const b: C = 1\n",
      'c.ts': "import type { a } from './a'\nexport type C = ReturnType<typeof a> | number\n",
    })
    const failure = await run('node', [script, config]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stderr).toContain('Import cycles (1)')
    expect(failure?.stderr).toMatch(/a\.ts[\s\S]*b\.ts[\s\S]*c\.ts/)
  })

  it('passes imports that point one way', async () => {
    const config = await project({
      'a.ts': "import { b } from './b'\nexport const a = () => b\n",
      'b.ts': 'export const b = 1\n',
    })
    const { stdout } = await run('node', [script, config])
    expect(stdout).toContain('No import cycles among 2 files.')
  })
})
