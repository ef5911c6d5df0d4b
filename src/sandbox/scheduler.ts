import type { SandboxClock } from './clock'

interface Job {
  readonly id: number
  readonly at: number
  readonly name: string
  readonly run: () => void | Promise<void>
}

/**
 * Time-driven jobs (automatch publishing, NLP training, ... in later issues) run when the sandbox clock
 * reaches them: on a short wall-clock tick, and at once when /__sandbox/clock moves time forward.
 */
export class Scheduler {
  private jobs: Job[] = []
  private nextId = 1
  private timer: NodeJS.Timeout | undefined
  private readonly unsubscribe: () => void
  private running: Promise<void> = Promise.resolve()

  constructor(
    private readonly clock: SandboxClock,
    tickMs = 250,
  ) {
    this.unsubscribe = clock.onAdvance(() => void this.runDue())
    if (tickMs > 0) {
      this.timer = setInterval(() => void this.runDue(), tickMs)
      this.timer.unref()
    }
  }

  /** Runs `run` once the clock reaches now + delayMs. Returns a cancel function. */
  after(delayMs: number, name: string, run: Job['run']): () => void {
    const job: Job = { id: this.nextId++, at: this.clock.now() + delayMs, name, run }
    this.jobs.push(job)
    return () => {
      this.jobs = this.jobs.filter((j) => j.id !== job.id)
    }
  }

  pending(): { name: string; at: number }[] {
    return this.jobs.map(({ name, at }) => ({ name, at }))
  }

  /** Runs every due job, in time order; resolves when they have finished. */
  runDue(): Promise<void> {
    this.running = this.running.then(async () => {
      const now = this.clock.now()
      const due = this.jobs.filter((j) => j.at <= now).sort((a, b) => a.at - b.at)
      this.jobs = this.jobs.filter((j) => j.at > now)
      for (const job of due) {
        try {
          await job.run()
        } catch (error) {
          console.error(`Sandbox job ${job.name} failed`, error)
        }
      }
    })
    return this.running
  }

  stop(): void {
    this.unsubscribe()
    if (this.timer) clearInterval(this.timer)
    this.jobs = []
  }
}
