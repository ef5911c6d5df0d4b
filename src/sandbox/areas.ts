import type { SandboxArea } from './area'
import type { JobKind } from './jobs'
import type { SandboxServices } from './services'
import * as listedAreas from './area-list'

/**
 * The areas in dependency order: an area comes after every area its manifest names in `seedAfter`, and
 * otherwise in the order of their names. Throws when `seedAfter` names an area that does not exist, or
 * when two areas wait for each other.
 */
export function orderAreas(areas: readonly SandboxArea[]): SandboxArea[] {
  const byName = new Map(areas.map((area) => [area.name, area]))
  for (const area of areas)
    for (const name of area.seedAfter ?? [])
      if (!byName.has(name)) throw new Error(`The ${area.name} area seeds after ${name}, which is no area.`)
  const ordered: SandboxArea[] = []
  const placed = new Set<string>()
  const waiting = [...areas].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  while (waiting.length > 0) {
    const next = waiting.findIndex((area) => (area.seedAfter ?? []).every((name) => placed.has(name)))
    if (next === -1)
      throw new Error(`These areas wait for each other: ${waiting.map((area) => area.name).join(', ')}.`)
    const [area] = waiting.splice(next, 1) as [SandboxArea]
    ordered.push(area)
    placed.add(area.name)
  }
  return ordered
}

/**
 * THE areas of the sandbox (ARCHITECTURE §8), from area-list.ts (one line per area) in dependency order.
 * The server's routes, development routes and start-up recovery, the GraphQL services' resolvers, the seed
 * and its snapshot's time shifts, and the migration test's tables all come from it; db/drizzle.config.ts
 * finds the same schema.ts files by a glob. The seeders run in this order, so an area's seeders may use the
 * rows of the areas its `seedAfter` names. No two areas' routes share a path, so their mount order is moot.
 */
export const sandboxAreas: readonly SandboxArea[] = orderAreas(Object.values(listedAreas))

/** Every kind of long job of the sandbox, from the areas' manifests (jobs.ts runs them). */
export const sandboxJobKinds: readonly JobKind[] = sandboxAreas.flatMap((area) => area.jobs ?? [])

/**
 * What a server does with the work a previous run left, once its database is open and before the first
 * request: every unfinished long job resumes or fails visibly (jobs.ts), and what runs on a schedule its
 * area keeps (broadcasts, scheduled sends) is armed again.
 */
export async function recoverAtStart(services: SandboxServices): Promise<void> {
  await services.jobs.recover()
  for (const area of sandboxAreas) await area.recover?.(services)
}
