/**
 * QUALITY P-3: the main bundle loads in ≤ 1.5× a bare Node start, measured in the same run by a spawn loop
 * with `electron` stubbed (tests/bench/electron-stub). The baseline carries the same stub loader, so the
 * ratio measures what our bundle adds; the bare `node -e ""` time is printed for information.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const stub = path.join(root, 'tests/bench/electron-stub/register.mjs')
const mainBundle = path.join(root, 'out/main/index.js')

function timeOnce(args: string[]): number {
  const started = process.hrtime.bigint()
  const result = spawnSync(process.execPath, args, { stdio: 'ignore' })
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${result.status}`)
  return Number(process.hrtime.bigint() - started) / 1e6
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

export async function benchMainStartup(): Promise<{ ok: boolean; lines: string[] }> {
  if (!existsSync(mainBundle))
    return { ok: false, lines: ['P-3 main start-up: out/main/index.js missing; run npm run build first'] }
  const bare: number[] = []
  const baseline: number[] = []
  const main: number[] = []
  // Interleaved rounds: all three see the same machine noise.
  for (let round = 0; round < 25; round++) {
    bare.push(timeOnce(['-e', '']))
    baseline.push(timeOnce(['--import', stub, '-e', '']))
    main.push(timeOnce(['--import', stub, mainBundle]))
  }
  const ratio = median(main) / median(baseline)
  return {
    ok: ratio <= 1.5,
    lines: [
      `P-3 main start-up: bundle ${median(main).toFixed(0)} ms, node with the stub ${median(baseline).toFixed(0)} ms, bare node ${median(bare).toFixed(0)} ms (information)`,
      `  ${ratio <= 1.5 ? 'ok  ' : 'FAIL'} ratio ${ratio.toFixed(2)} (≤ 1.50)`,
    ],
  }
}
