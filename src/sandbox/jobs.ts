import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { SandboxClock } from './clock'
import { sandboxJobs } from './db/schema'
import type { DbOrTx, SandboxDb } from './db/sandbox-db'
import type { Scheduler } from './scheduler'
import type { SandboxJobs, SandboxServices } from './services'

/**
 * Long jobs that survive the server (ARCHITECTURE §6, QUALITY REL-13). An area declares its kinds of job
 * in its manifest (`jobs`); its services start a job in the same transaction as the status the user sees
 * (TRAINING, PUBLISHING, IN_PROGRESS, ...), and the job's last step writes the final status. The row in
 * sandbox_jobs lives from the start to the end, so a server that starts after a crash finds every job a
 * previous run left: it resumes each one, or fails it with the reason when a step was begun twice and never
 * finished (that step may be what brings the server down: resuming it for ever would keep the demo
 * workspace from starting at all).
 */
export interface JobKind {
  /** kebab-case, unique across the sandbox: `<area>-<what>` (nlp-train, validator-run, ...). */
  readonly kind: string
  /**
   * One step of the job about `key`. It reads what it needs from its area's rows (the truth: the job row
   * only names the job), and must be safe to run again: a step the server died in runs once more at the
   * next start, so a step that finds its work already done does nothing. Resolves with `{ againInMs }`
   * when another step follows; a step that throws fails the job (`fail`).
   */
  run(services: SandboxServices, key: string): Promise<JobStep | void>
  /**
   * Leaves the job's subject in the failed state its screen shows (Failed Training, ERROR, FAILED, ...)
   * with `reason`, from which the user can start it again. Without it the job is work a provider does
   * outside this server (a template's review): a crash of ours cannot stop that, so it is always resumed.
   */
  fail?(services: SandboxServices, key: string, reason: string): Promise<void>
}

export interface JobStep {
  readonly againInMs: number
}

export const jobLimits = {
  /** Times one step may be begun: the second begun and never finished fails the job. */
  attempts: 2,
} as const

/** The reasons a job fails with, in the words of the status the user reads. */
export const jobFailures = {
  interrupted: 'The server stopped while this was running. Start it again.',
} as const

type JobRow = typeof sandboxJobs.$inferSelect

const jobId = (kind: string, key: string) => `${kind}:${key}`

/** The sandbox's runner of long jobs: one per started server (services.jobs). */
export class Jobs implements SandboxJobs {
  private readonly kinds = new Map<string, JobKind>()
  private readonly armed = new Map<string, () => void>()
  private stopped = false

  constructor(
    private readonly db: SandboxDb,
    private readonly clock: SandboxClock,
    private readonly scheduler: Scheduler,
    kinds: readonly JobKind[],
    /** The services the steps run with (built with this runner inside them). */
    private readonly services: () => SandboxServices,
  ) {
    for (const kind of kinds) {
      if (this.kinds.has(kind.kind)) throw new Error(`Two kinds of job are called ${kind.kind}.`)
      this.kinds.set(kind.kind, kind)
    }
  }

  /**
   * Starts (or starts again) the job `kind` about `key`: its first step runs in `delayMs`. Pass the
   * transaction that writes the status the user sees, so both are written or neither. A job that is
   * already under way for the same subject is replaced.
   */
  async start(executor: DbOrTx, kind: string, key: string, delayMs: number): Promise<void> {
    if (!this.kinds.has(kind)) throw new Error(`No kind of job is called ${kind}.`)
    const id = jobId(kind, key)
    const now = this.clock.now()
    const dueAt = now + Math.max(0, delayMs)
    const token = randomUUID()
    await executor
      .insert(sandboxJobs)
      .values({ id, kind, key, dueAt, attempts: 0, startedAt: now, token })
      .onConflictDoUpdate({ target: sandboxJobs.id, set: { dueAt, attempts: 0, startedAt: now, token } })
    // Armed before the transaction commits; a step finds no row when it rolled back, and does nothing.
    this.arm(id, dueAt)
  }

  /**
   * At start, before the first request: every job a previous run left resumes where it was (its next step
   * at its due time, or at once when that has passed), or fails with the reason when its step was begun
   * `jobLimits.attempts` times. A job of a kind this build no longer has is dropped.
   */
  async recover(): Promise<void> {
    for (const row of await this.db.select().from(sandboxJobs)) {
      const kind = this.kinds.get(row.kind)
      if (!kind) {
        await this.db.delete(sandboxJobs).where(eq(sandboxJobs.id, row.id))
        continue
      }
      if (row.attempts >= jobLimits.attempts && kind.fail)
        await this.failJob(kind, row, jobFailures.interrupted)
      else this.arm(row.id, row.dueAt)
    }
  }

  /** Runs no more steps: the server is closing (or resetting); the rows stay for the next start. */
  stop(): void {
    this.stopped = true
    for (const cancel of this.armed.values()) cancel()
    this.armed.clear()
  }

  private arm(id: string, dueAt: number): void {
    if (this.stopped) return
    this.armed.get(id)?.()
    const cancel = this.scheduler.after(Math.max(0, dueAt - this.clock.now()), `job-${id}`, () =>
      this.step(id),
    )
    this.armed.set(id, cancel)
  }

  private async step(id: string): Promise<void> {
    this.armed.delete(id)
    if (this.stopped) return
    // Counted before the step runs: a step the server dies in has been begun once more.
    const [row] = await this.db
      .update(sandboxJobs)
      .set({ attempts: sql`${sandboxJobs.attempts} + 1` })
      .where(eq(sandboxJobs.id, id))
      .returning()
    if (!row) return
    const kind = this.kinds.get(row.kind)
    if (!kind) return
    let next: JobStep | void
    try {
      next = await kind.run(this.services(), row.key)
    } catch (error) {
      if (this.stopped) return
      console.error(`Sandbox job ${id} failed`, error)
      // Not when it was started again meanwhile: that start is a job of its own, with its own outcome.
      const [current] = await this.db.select().from(sandboxJobs).where(eq(sandboxJobs.id, id))
      if (current?.token === row.token)
        await this.failJob(kind, row, error instanceof Error ? error.message : String(error))
      return
    }
    if (this.stopped) return
    // Only the job this step belongs to: one started again in the meantime keeps its own row and time.
    const same = and(eq(sandboxJobs.id, id), eq(sandboxJobs.token, row.token))
    if (next) {
      const dueAt = this.clock.now() + Math.max(0, next.againInMs)
      const [still] = await this.db.update(sandboxJobs).set({ dueAt, attempts: 0 }).where(same).returning()
      if (still) this.arm(id, dueAt)
    } else await this.db.delete(sandboxJobs).where(same)
  }

  private async failJob(kind: JobKind, row: JobRow, reason: string): Promise<void> {
    await kind.fail?.(this.services(), row.key, reason)
    await this.db.delete(sandboxJobs).where(and(eq(sandboxJobs.id, row.id), eq(sandboxJobs.token, row.token)))
  }
}
