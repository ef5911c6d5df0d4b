/**
 * QUALITY P-1 and P-2: walks the renderer's Vite manifest from the entry through static imports (what the
 * browser must load before the first screen) and measures gzip sizes.
 * - initial JS ≤ 200 KB gzip, and none of @xyflow, recharts or papaparse in it;
 * - no area's code in the initial bundle, so it does not grow with the number of areas: of
 *   `src/renderer/src/features/` only the shell (`frame/`, `session/`: the sign-in and the signed-in frame)
 *   and each area's `search.ts` (a route's search is validated before its chunk loads); an area's
 *   components, api, forms and texts load with its route;
 * - initial CSS ≤ 50 KB gzip;
 * - a route's extra JS (its chunk and static imports not already loaded by the initial bundle and the
 *   signed-in frame it opens in): flow ≤ 100 KB, analytics ≤ 150 KB (checked when those routes exist).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  readonly file: string
  readonly isEntry?: boolean
  readonly imports?: readonly string[]
  readonly dynamicImports?: readonly string[]
  readonly css?: readonly string[]
  readonly src?: string
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const outDir = path.join(root, 'out/renderer')
const kb = 1024

function staticClosure(
  manifest: Record<string, ManifestChunk>,
  keys: readonly string[],
  exclude = new Set<string>(),
): Set<string> {
  const seen = new Set<string>()
  const stack = [...keys]
  while (stack.length > 0) {
    const key = stack.pop()!
    if (seen.has(key) || exclude.has(key)) continue
    seen.add(key)
    stack.push(...(manifest[key]?.imports ?? []))
  }
  return seen
}

/** Feature folders the initial bundle may hold: the sign-in and the signed-in frame. */
const shellFeatures = new Set(['frame', 'session'])

/** A module of an area in the initial bundle: anything under features/<area>/ but its search.ts. */
function isAreaCode(module: string): boolean {
  const match = /^src\/renderer\/src\/features\/([^/]+)\/(.+)$/.exec(module.split('?')[0]!)
  return match !== null && !shellFeatures.has(match[1]!) && match[2] !== 'search.ts'
}

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length

export function checkBundleBudgets(): { ok: boolean; lines: string[] } {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key)
  const initial = staticClosure(manifest, entries)
  const initialJs = [...initial].reduce((sum, key) => sum + gzipSize(manifest[key]!.file), 0)
  const initialCss = [...new Set([...initial].flatMap((key) => manifest[key]!.css ?? []))].reduce(
    (sum, file) => sum + gzipSize(file),
    0,
  )
  // By chunk name and by the libraries' own identifiers inside the initial files.
  const leaked = [...initial].filter((key) => {
    const text = readFileSync(path.join(outDir, manifest[key]!.file), 'utf8')
    return (
      /xyflow|recharts|papaparse/i.test(key) || /ReactFlow|@xyflow|recharts|Papa\.parse|papaparse/.test(text)
    )
  })

  // The project's modules per output file, written by the renderer build (electron.vite.config.ts).
  const modules = JSON.parse(readFileSync(path.join(outDir, '.vite/modules.json'), 'utf8')) as Record<
    string,
    readonly string[]
  >
  const areaCode = [...initial].flatMap((key) => (modules[manifest[key]!.file] ?? []).filter(isAreaCode))

  const checks: [string, boolean][] = [
    [`initial JS ${(initialJs / kb).toFixed(1)} KB gzip (≤ 200)`, initialJs <= 200 * kb],
    [
      `no area's code in the initial bundle${areaCode.length ? `: ${areaCode.join(', ')}` : ''}`,
      areaCode.length === 0,
    ],
    [`initial CSS ${(initialCss / kb).toFixed(1)} KB gzip (≤ 50)`, initialCss <= 50 * kb],
    [
      `no @xyflow, recharts or papaparse in the initial bundle${leaked.length ? `: ${leaked.join(', ')}` : ''}`,
      leaked.length === 0,
    ],
  ]
  // Every area's screen opens inside the signed-in frame (the `_app` layout), which is loaded by then: a
  // route's extra is what it adds to the initial bundle and the frame. (Code the whole signed-in app shares,
  // such as Mantine's popovers, left the initial bundle for the frame's chunk.)
  const frameKeys = Object.keys(manifest).filter((k) => /routes\/_app\.tsx(\?tsr-split=[a-z-]+)?$/.test(k))
  const loadedBefore = new Set([...initial, ...staticClosure(manifest, frameKeys)])
  for (const [route, budget] of [
    ['flow', 100],
    ['analytics', 150],
  ] as const) {
    // A route's own chunk: the route file, or its component split off by the router plugin
    // with its loader (`?tsr-split=component---loader`); every flow route (the question list and the tree
    // view) is held to the budget.
    const keys = Object.keys(manifest).filter((k) =>
      new RegExp(`routes/.*${route}[^/]*\\.tsx(\\?tsr-split=[a-z-]*component[a-z-]*)?$`).test(k),
    )
    for (const key of keys) {
      const extra = [...staticClosure(manifest, [key], loadedBefore)].reduce(
        (sum, k) => sum + gzipSize(manifest[k]!.file),
        0,
      )
      checks.push([
        `${route} route ${path.basename(key.split('?')[0]!)} extra JS ${(extra / kb).toFixed(1)} KB gzip (≤ ${budget})`,
        extra <= budget * kb,
      ])
    }
  }
  return {
    ok: checks.every(([, ok]) => ok),
    lines: ['P-1/P-2 bundle budgets:', ...checks.map(([text, ok]) => `  ${ok ? 'ok  ' : 'FAIL'} ${text}`)],
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = checkBundleBudgets()
  for (const line of result.lines) console.log(line)
  process.exit(result.ok ? 0 : 1)
}
