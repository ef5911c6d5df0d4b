import { asc } from 'drizzle-orm'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from '../chatbots/schema'

/** State group templates (templates service `allTemplates`): beta templates only when asked for. */
export async function stateGroupTemplates(db: SandboxDb, includeBeta: boolean) {
  const rows = await db.select().from(t.stateGroupTemplates).orderBy(asc(t.stateGroupTemplates.name))
  return rows
    .filter((r) => includeBeta || !r.isBetaTemplate)
    .map(({ id, name, description, icon }) => ({ id, name, description, icon }))
}
