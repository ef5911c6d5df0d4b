import { readFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { getTableName } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { migrationsFolder, runMigrations } from './database'
import * as schema from '../chatbots/schema'
import { demoColleagues } from '../users/seed'
import { sandboxTables, seedDatabase } from './seeders'

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[]
}

/**
 * The tables each migration leaves behind (cumulative): the ones drizzle-kit recorded in its snapshot of
 * the schema at that migration (meta/<idx>_snapshot.json, written with the SQL).
 */
function snapshotTables(idx: number): string[] {
  const file = path.join(migrationsFolder, 'meta', `${String(idx).padStart(4, '0')}_snapshot.json`)
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as { tables: Record<string, { name: string }> }
  return Object.values(snapshot.tables).map((table) => table.name)
}

// A PGlite database from scratch (initdb) takes seconds on a busy two-core machine: the migrations are
// applied one by one to a single database, in journal order, as a data folder of an older build meets them,
// and the drizzle test starts from a dump of that database taken while it was still empty.
let pg: PGlite | undefined
let empty: File | Blob | undefined
afterAll(async () => {
  await pg?.close()
  pg = undefined
})

/**
 * Rows an older build left that a migration moves: written just before it applies, checked right after.
 * 0011 moves the scheduled sends and ATS batch actions out of the key-value table into their own tables;
 * 0013 adopts jobs an older build left under way.
 */
const dataMoves: Record<string, { before: string; after: (db: PGlite) => Promise<void> }> = {
  '0011_campaign_ats_and_sends': {
    before: `
      insert into organizations (id, name) values ('org-move', 'Verhuizing');
      insert into chatbots (id, organization_id, project_id, project_name, server_id, ats, api_token, created_at)
        values ('cb-move', 'org-move', 'verhuizing', 'Verhuizing', 'srv', 'demo', 'token', 1);
      insert into campaigns (id, chatbot_id, name, type, status, created_at, analytics_document_id)
        values ('cmp-move', 'cb-move', 'Verhuizing', 'smart_inbox_batch_action', 'A_1', 1, 'doc-move');
      insert into sandbox_meta (key, value) values
        ('scheduled-send:ss-1', '{"id":"ss-1","chatbotId":"cb-move","campaignId":"cmp-move","sendAt":5000,"source":"form","recipients":[{"phoneNumber":"+31612345678","parameters":[]}],"created":1000,"firedAt":null,"sent":null}'),
        ('scheduled-send:ss-gone', '{"id":"ss-gone","chatbotId":"cb-move","campaignId":"cmp-deleted","sendAt":5000,"source":"csv","recipients":[],"created":1000,"firedAt":null,"sent":null}'),
        ('ats-batch-actions:cmp-move', '[{"id":"ba-1","externalId":"ATS-1001","name":"Een","entityType":"candidate","notificationHeader":"K","notificationBody":"B","url":"u1"},{"id":"ba-2","externalId":"ATS-1002","name":"Twee","entityType":"candidate","notificationHeader":"K","notificationBody":"B","url":"u2"}]');
    `,
    after: async (db) => {
      const sends = await db.query<{ id: string; send_at: number; fired_at: number | null }>(
        'select id, send_at, fired_at from campaign_scheduled_sends',
      )
      expect(sends.rows).toEqual([{ id: 'ss-1', send_at: 5000, fired_at: null }])
      const actions = await db.query<{ id: string; external_id: string }>(
        'select id, external_id from ats_batch_actions order by created_at',
      )
      expect(actions.rows).toEqual([
        { id: 'ba-1', external_id: 'ATS-1001' },
        { id: 'ba-2', external_id: 'ATS-1002' },
      ])
      const left = await db.query(
        "select key from sandbox_meta where key like 'scheduled-send:%' or key like 'ats-batch-actions:%'",
      )
      expect(left.rows).toEqual([])
      // The moved rows go with their automation and chatbot, so the test leaves the empty database it found.
      await db.exec(
        "delete from chatbots where id = 'cb-move'; delete from organizations where id = 'org-move'",
      )
    },
  },
  // 0013 adopts the jobs an older build left under way in memory, so its first start resumes them.
  '0013_jobs': {
    before: `
      insert into organizations (id, name) values ('org-stuck', 'Vastgelopen');
      insert into chatbots (id, organization_id, project_id, project_name, server_id, ats, api_token, created_at)
        values ('cb-stuck', 'org-stuck', 'vastgelopen', 'Vastgelopen', 'srv', 'demo', 'token', 1);
      insert into nlp_models (chatbot_id, status, training, draft_model)
        values ('cb-stuck', 'PUBLISHING', 'TRAINING', '{"nl":"model"}');
    `,
    after: async (db) => {
      const jobs = await db.query<{ id: string; kind: string; key: string; attempts: number }>(
        'select id, kind, key, attempts from sandbox_jobs order by id',
      )
      expect(jobs.rows).toEqual([
        { id: 'nlp-publish:cb-stuck', kind: 'nlp-publish', key: 'cb-stuck', attempts: 0 },
        { id: 'nlp-train:cb-stuck', kind: 'nlp-train', key: 'cb-stuck', attempts: 0 },
      ])
      const models = await db.query<{ publishing_model: unknown }>('select publishing_model from nlp_models')
      expect(models.rows).toEqual([{ publishing_model: { nl: 'model' } }])
      await db.exec(
        "delete from sandbox_jobs; delete from chatbots where id = 'cb-stuck'; delete from organizations where id = 'org-stuck'",
      )
    },
  },
}

async function tables(db: PGlite): Promise<string[]> {
  const { rows } = await db.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public'",
  )
  return rows.map((r) => r.table_name)
}

describe('migrations', () => {
  it('has a snapshot of the schema for every migration in the journal', () => {
    for (const entry of journal.entries)
      expect(snapshotTables(entry.idx).length, entry.tag).toBeGreaterThan(0)
  })

  it('ends with exactly the tables the core and the areas declare (their schema.ts files)', () => {
    const last = journal.entries.at(-1)!
    expect(snapshotTables(last.idx).sort()).toEqual(
      sandboxTables()
        .map((table) => getTableName(table))
        .sort(),
    )
  })

  let applied: string[] = []
  for (const entry of journal.entries) {
    it(`${entry.tag} applies on top of the ones before it`, async () => {
      // The database the earlier migrations left (each test runs after the one before it, in order).
      expect(applied, 'the migrations before this one applied').toEqual(
        journal.entries.slice(0, entry.idx).map((e) => e.tag),
      )
      if (!pg) {
        pg = await PGlite.create()
        empty = await pg.dumpDataDir('none')
      }
      const move = dataMoves[entry.tag]
      if (move) await pg.exec(move.before)
      const sql = readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), 'utf8')
      for (const statement of sql.split('--> statement-breakpoint'))
        if (statement.trim()) await pg.exec(statement)
      await move?.after(pg)
      const present = await tables(pg)
      for (const table of snapshotTables(entry.idx)) expect(present).toContain(table)
      applied = [...applied, entry.tag]
    }, 60_000)
  }

  it('runs through drizzle’s migrator twice without change, and the seed fits the result', async () => {
    await pg?.close()
    pg = await PGlite.create(empty ? { loadDataDir: empty } : {})
    const db = drizzle(pg)
    await runMigrations(db)
    await runMigrations(db)
    await seedDatabase(db, Date.UTC(2026, 0, 5))
    const users = await db.select().from(schema.users)
    // The README's sign-in accounts, and the colleagues of users management (users/seed.ts).
    expect(users.map((u) => u.username).sort()).toEqual(
      [
        ...demoColleagues.map((u) => u.email),
        'admin@demo.nl',
        'employee@demo.nl',
        'manager@demo.nl',
        'newphone@demo.nl',
        'partner@demo.nl',
        'reset@demo.nl',
        'superuser@demo.nl',
        'teamlead@demo.nl',
      ].sort(),
    )
    const chatbots = await db.select().from(schema.chatbots)
    expect(chatbots.filter((c) => !c.deleted).length).toBeGreaterThanOrEqual(3)
    expect(chatbots.some((c) => c.suspended)).toBe(true)
    // Some users have no language of their own, so the interface follows the chatbot's (spec 000 §1),
    // and one of their chatbots defaults to another language than the first.
    const withoutLanguage = users.filter((u) => u.language === null).map((u) => u.username)
    expect(withoutLanguage.sort()).toEqual(['admin@demo.nl', 'teamlead@demo.nl'])
    expect(new Set(chatbots.filter((c) => !c.deleted).map((c) => c.defaultLanguageTag))).toEqual(
      new Set(['nl', 'en']),
    )
  }, 60_000)
})
