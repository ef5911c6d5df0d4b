import type { PGlite } from '@electric-sql/pglite'
import { and, eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recoverAtStart, sandboxJobKinds } from './areas'
import type { ChatbotRow } from './chatbots/chatbot-access-service'
import { createManualClock } from './clock'
import type { SandboxDb } from './db/sandbox-db'
import { sandboxJobs } from './db/schema'
import { Jobs, jobFailures } from './jobs'
import { Scheduler } from './scheduler'
import { createSandboxServer, type SandboxServer } from './server'
import type { SandboxServices } from './services'
import * as automations from './automations/schema'
import { cloneConfiguration, toggleSchedule } from './automations/automatch-publishing-service'
import { automatchTimings } from './automations/campaign-views'
import { scheduleSend } from './automations/scheduled-sends-service'
import { nlpDelays, publish, train } from './nlp/nlp-service'
import { nlpModels } from './nlp/schema'
import { runValidatorTests } from './validator/validator-service'
import { validatorRuns } from './validator/schema'
import { configureChannel } from './whatsapp/whatsapp-channels-service'
import { defaultSimulation } from './whatsapp/whatsapp-provider'
import { submitTemplate } from './whatsapp/whatsapp-review-service'
import { whatsappChannels, whatsappTemplates } from './whatsapp/schema'

/**
 * Every long job of the sandbox against a crash (QUALITY REL-13), in process: a job is started, then a
 * "process" (its own scheduler and job runner over the same database, recovering as a server does at start)
 * dies at a query chosen by a seeded random: that query and every later one of the process never returns,
 * and nothing of it runs again. A second process then starts on the data it left. Each job must end
 * finished or failed as its screen shows it, accept the next attempt (each round starts the job again), and
 * no message may go out twice. The real process kill is jobs-kill.test.ts.
 */
let server: SandboxServer
let base: SandboxServices
let werving: ChatbotRow
const processes: SandboxServices[] = []

beforeAll(async () => {
  server = await createSandboxServer({ clock: createManualClock() })
  // The server itself runs no job here: the processes below do, and die as the test chooses.
  server.services.jobs.stop()
  server.services.scheduler.stop()
  base = server.services
  werving = (await base.chatbots.byProjectId('talentbrug-werving'))!
}, 60_000)
afterAll(async () => {
  for (const p of processes) {
    p.jobs.stop()
    p.scheduler.stop()
  }
  await server?.close()
})

/** A small seeded generator (mulberry32): the same crash points on every run, different per seed. */
function seeded(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** When the process dies: before its n-th query, or before the first query whose SQL matches. */
type CrashAt = number | RegExp | null

/**
 * A database handle that dies at `crashAt`: from then on no query reaches the database and none returns,
 * as when the process is killed. A transaction counts as one query (a crash inside one rolls it back).
 */
function dyingDb(pg: PGlite, crashAt: CrashAt) {
  let count = 0
  let dead = false
  let died!: () => void
  const death = new Promise<void>((resolve) => (died = resolve))
  const gate = <T>(text: string, run: () => Promise<T>): Promise<T> => {
    count++
    if (!dead && crashAt !== null && (typeof crashAt === 'number' ? count >= crashAt : crashAt.test(text))) {
      dead = true
      died()
    }
    return dead ? new Promise<T>(() => undefined) : run()
  }
  const client = {
    query: (text: string, ...rest: unknown[]) =>
      gate(text, () => (pg.query as (...a: unknown[]) => Promise<unknown>)(text, ...rest)),
    transaction: (fn: Parameters<PGlite['transaction']>[0]) => gate('transaction', () => pg.transaction(fn)),
  }
  return { db: drizzle(client as unknown as PGlite) as SandboxDb, death, dead: () => dead }
}

/** A server process on the shared data: its own scheduler and jobs, recovering as a start does. */
function serverProcess(db: SandboxDb): SandboxServices {
  const scheduler = new Scheduler(base.clock, 0)
  const services: SandboxServices = {
    ...base,
    db,
    scheduler,
    jobs: new Jobs(db, base.clock, scheduler, sandboxJobKinds, () => services),
  }
  processes.push(services)
  return services
}

/**
 * Runs the jobs left in the database in a process that dies at `crashAt` (or not), moving the clock
 * `stepMs` per round; then, when it died, in a new process to the end. Answers whether it died.
 */
async function run(crashAt: CrashAt, stepMs: number, rounds: number, secondCrashAt: CrashAt = null) {
  let died = false
  for (const at of [crashAt, secondCrashAt]) {
    if (at === null) continue
    const { db, death, dead } = dyingDb(base.pg, at)
    const p = serverProcess(db)
    const dying = death.then(() => 'died' as const)
    if ((await Promise.race([recoverAtStart(p), dying])) !== 'died')
      for (let round = 0; round < rounds && !dead(); round++) {
        base.clock.advance(stepMs)
        await Promise.race([p.scheduler.runDue(), dying])
      }
    p.jobs.stop()
    p.scheduler.stop()
    died ||= dead()
  }
  const p = serverProcess(base.db)
  await recoverAtStart(p)
  for (let round = 0; round < rounds; round++) {
    base.clock.advance(stepMs)
    await p.scheduler.runDue()
  }
  p.jobs.stop()
  p.scheduler.stop()
  return died
}

/** Crash points for one job: a few query numbers, drawn from a seeded generator. */
const crashPoints = (seed: number, count: number, upTo = 14) => {
  const random = seeded(seed)
  return Array.from({ length: count }, () => 1 + Math.floor(random() * upTo))
}

const jobsLeft = async () => (await base.db.select().from(sandboxJobs)).map((j) => j.id)

describe('long jobs after a crash (QUALITY REL-13)', () => {
  it('NLP training and publishing end TRAINED / PUBLISHED or failed, and start again', async () => {
    for (const crashAt of crashPoints(1, 2)) {
      // Refused while a training runs: it starts only when the crash left none under way.
      expect((await train(base, werving)).training).toBe('TRAINING')
      await run(crashAt, nlpDelays.trainMs, 2)
      const [model] = await base.db.select().from(nlpModels).where(eq(nlpModels.chatbotId, werving.id))
      expect(['TRAINED', 'FAILED'], `crash at ${crashAt}`).toContain(model!.training)
    }
    for (const crashAt of crashPoints(2, 2)) {
      expect((await publish(base, werving)).status).toBe('PUBLISHING')
      await run(crashAt, nlpDelays.publishMs, 2)
      const [model] = await base.db.select().from(nlpModels).where(eq(nlpModels.chatbotId, werving.id))
      expect(['PUBLISHED', 'ERROR'], `crash at ${crashAt}`).toContain(model!.status)
      expect(model!.publishingModel).toBeNull()
    }
    expect(await jobsLeft()).toEqual([])
  }, 60_000)

  it('a step the server died in twice fails visibly instead of bringing it down again', async () => {
    expect((await publish(base, werving)).status).toBe('PUBLISHING')
    // Both processes die at the publish's own write: the step was begun twice and never finished.
    const died = await run(/update "nlp_models"/, nlpDelays.publishMs, 2, /update "nlp_models"/)
    expect(died).toBe(true)
    const [model] = await base.db.select().from(nlpModels).where(eq(nlpModels.chatbotId, werving.id))
    expect(model).toMatchObject({ status: 'ERROR', error: 'Could not publish model' })
    await run(null, nlpDelays.publishMs, 1)

    // The same for a validator run: it finishes, every test without a result failed with the reason.
    const started = await runValidatorTests(base, werving, { testIds: [] })
    await run(/update "validator_runs"/, 400, 2, /update "validator_runs"/)
    const [row] = await base.db.select().from(validatorRuns).where(eq(validatorRuns.id, started.id))
    expect(row!.status).toBe('FINISHED')
    expect(row!.results).toHaveLength(row!.total)
    expect(row!.results[0]!.mismatches).toEqual([
      { field: 'ERROR', expected: null, actual: jobFailures.interrupted },
    ])
    expect(await jobsLeft()).toEqual([])
  }, 60_000)

  it('automatch publishing and the schedule toggle end PUBLISHED or FAILED, and flip the schedule once', async () => {
    const campaignId = 'cmp-automatch-logistiek'
    const draftStage = async () =>
      (
        await base.db
          .select()
          .from(automations.campaignAutomatches)
          .where(
            and(
              eq(automations.campaignAutomatches.campaignId, campaignId),
              eq(automations.campaignAutomatches.kind, 'draft'),
            ),
          )
      )[0]!.publishStage
    const status = async () =>
      (await base.db.select().from(automations.campaigns).where(eq(automations.campaigns.id, campaignId)))[0]!
        .status
    for (const crashAt of crashPoints(3, 3)) {
      expect((await cloneConfiguration(base, werving, campaignId)).ok).toBe(true)
      expect(await draftStage()).toBe('CLONE_CONNECTOR_SETTINGS')
      await run(crashAt, automatchTimings.publishMs, 2)
      expect(['PUBLISHED', 'FAILED'], `crash at ${crashAt}`).toContain(await draftStage())
    }
    for (const crashAt of crashPoints(4, 3)) {
      const before = await status()
      await toggleSchedule(base, werving, campaignId)
      await run(crashAt, automatchTimings.toggleMs, 2)
      const stage = await draftStage()
      expect(['PUBLISHED', 'FAILED'], `crash at ${crashAt}`).toContain(stage)
      // Flipped exactly once when it finished; as it was when it failed.
      expect(await status()).toBe(stage === 'FAILED' ? before : before === 'A_1' ? 'A_0' : 'A_1')
    }
    expect(await jobsLeft()).toEqual([])
  }, 60_000)

  it('a validator run finishes with one result per test, and the next run starts', async () => {
    for (const crashAt of crashPoints(5, 3, 20)) {
      const started = await runValidatorTests(base, werving, { testIds: [] })
      await run(crashAt, 400, 6)
      const [row] = await base.db.select().from(validatorRuns).where(eq(validatorRuns.id, started.id))
      expect(row!.status, `crash at ${crashAt}`).toBe('FINISHED')
      expect(row!.results.map((r) => r.name)).toEqual(
        (row!.queue as { name: string }[]).map((item) => item.name),
      )
    }
    expect(await jobsLeft()).toEqual([])
  }, 60_000)

  it('a template review and a channel set-up at the provider go on after a crash', async () => {
    const [crashAt, channelCrash] = crashPoints(6, 2, 8)
    expect((await submitTemplate(base, werving, 'wa-def-beschikbaarheid-v1')).ok).toBe(true)
    await run(crashAt!, defaultSimulation.syncDelayMs, 4)
    const [template] = await base.db
      .select()
      .from(whatsappTemplates)
      .where(eq(whatsappTemplates.id, 'wa-def-beschikbaarheid-v1'))
    expect(['ACCEPTED', 'REJECTED'], `crash at ${crashAt}`).toContain(template!.status)

    const answer = await configureChannel(base, werving, {
      name: 'Na de crash',
      whatsappNumber: '+31201234567',
    })
    await run(channelCrash!, defaultSimulation.channelSetupMs, 1)
    const [channel] = await base.db
      .select()
      .from(whatsappChannels)
      .where(eq(whatsappChannels.id, answer.channel!.id))
    expect(channel!.status).toBe('Connected')
    expect(await jobsLeft()).toEqual([])
  }, 60_000)

  it('a broadcast run and a scheduled send go out once, whatever query the server died at', async () => {
    const campaignId = 'cmp-vacature-magazijn'
    // Every target each run (the approach limit would leave later rounds nobody to send to twice).
    await base.db
      .update(automations.campaignBroadcasts)
      .set({ approachLimit: 1000 })
      .where(eq(automations.campaignBroadcasts.id, 'bc-vacature-magazijn'))
    const sends = async () => {
      const { rows } = await base.pg.query<{ events: number; messages: number }>(
        `select count(distinct campaign_event_id)::int as events, count(*)::int as messages
           from campaign_conversations where campaign_id = $1`,
        [campaignId],
      )
      return rows[0]!
    }
    // Seeded points, and the one where a second run would send everything again: right after the
    // conversations, before the run is recorded (one write with them now, so it is never reached alone).
    for (const crashAt of [...crashPoints(7, 3, 16), /update "campaign_broadcasts"/]) {
      await base.db
        .update(automations.campaignBroadcasts)
        .set({ nextBroadcast: base.clock.now() })
        .where(eq(automations.campaignBroadcasts.id, 'bc-vacature-magazijn'))
      const before = await sends()
      await run(crashAt, 0, 1)
      const after = await sends()
      expect(after.events - before.events, `crash at ${crashAt}`).toBe(1)
      expect(after.messages - before.messages).toBeGreaterThan(0)
    }
    const recipients = ['+31611112222', '+31611113333'].map((phoneNumber) => ({
      phoneNumber,
      language: 'nl-NL',
      parameters: [
        { name: 'voornaam', value: 'Lotte' },
        { name: 'vacature', value: 'Chauffeur C' },
      ],
    }))
    for (const crashAt of [...crashPoints(8, 3, 16), /update "campaign_scheduled_sends"/]) {
      const before = await sends()
      const scheduled = await scheduleSend(
        base,
        werving,
        campaignId,
        recipients,
        'form',
        base.clock.now() + 1,
      )
      expect(scheduled.ok).toBe(true)
      await run(crashAt, 1, 1)
      const after = await sends()
      expect(after.events - before.events, `crash at ${crashAt}`).toBe(1)
      const [send] = await base.db
        .select()
        .from(automations.campaignScheduledSends)
        .where(eq(automations.campaignScheduledSends.id, scheduled.scheduledSend!.id))
      expect(send!.firedAt).not.toBeNull()
      expect(after.messages - before.messages).toBe(send!.sent)
    }
    expect(await jobsLeft()).toEqual([])
  }, 60_000)
})
