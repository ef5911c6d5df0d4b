import type { DemoMessage } from '@shared/ipc/session'

/**
 * Demo mode (the embedded default): the sandbox server runs in its own process — a utilityProcess in
 * Electron, a child process in the harness — with its data in the app-data folder. This module only knows
 * the process through a small port, waits for the server's one ready line, and afterwards reads the
 * outbox lines the server prints for its parent (the codes a demo user needs; SEC-10 keeps them off HTTP).
 */
export const sandboxReadyLine = /^Sandbox listening on (http:\/\/127\.0\.0\.1:(\d+))\s*$/
/** Printed by `src/sandbox/cli.ts` with --outbox-stdout, one per message the outbox "sends". */
export const sandboxOutboxLine = 'Sandbox outbox '

/** What is kept of each output stream for error reports: its last few kilobytes, never more. */
export const retainedOutputBytes = 8 * 1024
/** A longer line cannot be an outbox line worth reading; it is skipped rather than buffered (B). */
export const maxOutputLineBytes = 64 * 1024

/** A started process: its output, a way to stop it, and its id where the platform gives one. */
export interface LaunchedProcess {
  /** Each stream's chunks, kept apart so a line on one is never cut by output on the other. */
  onOutput(listener: (chunk: string, stream: 'stdout' | 'stderr') => void): void
  onExit(listener: (code: number | null) => void): void
  kill(): void
  readonly pid?: number | undefined
}

/**
 * Starts the sandbox entry with these arguments and extra environment variables (Electron:
 * utilityProcess.fork; Node: child_process). Secrets travel in `env`, never in the arguments.
 */
export type ProcessLauncher = (
  args: readonly string[],
  env: Readonly<Record<string, string>>,
) => LaunchedProcess

export interface DemoServerOptions {
  readonly dataDir: string
  /** 0 (default) lets the OS choose; a restart asks for the previous port again. */
  readonly port?: number
  /**
   * Tests and the browser harness only: keep /__sandbox/* (simulator, clock, outbox) open to requests
   * carrying this secret. Without it the paths are off, as in the desktop app.
   */
  readonly sandboxSecret?: string | null
  readonly timeoutMs?: number
  /** A message the server "sent" (login code, reset link), read from its output. */
  readonly onOutboxMessage?: (message: DemoOutboxMessage) => void
  /** The process ended after it was ready, without `stop()` (a crash, or killed from outside). */
  readonly onUnexpectedExit?: (code: number | null, outputTail: string) => void
}

export interface DemoOutboxMessage extends DemoMessage {
  readonly id: number
  /** The username it was sent to (lower case). */
  readonly to: string
}

export interface DemoServer {
  readonly url: string
  readonly port: number
  readonly pid: number | undefined
  /** Characters of output currently held (the tail and a partial line): bounded, for tests. */
  retainedOutputSize(): number
  stop(): Promise<void>
}

/** Thrown when the server could not start; `portInUse` tells a restart to pick another port. */
export class DemoServerStartError extends Error {
  constructor(
    message: string,
    readonly portInUse: boolean,
  ) {
    super(message)
    this.name = 'DemoServerStartError'
  }
}

export async function startDemoServer(
  launch: ProcessLauncher,
  options: DemoServerOptions,
): Promise<DemoServer> {
  const timeoutMs = options.timeoutMs ?? 30_000
  const args = ['--port', String(options.port ?? 0), '--data', options.dataDir, '--outbox-stdout']
  if (!options.sandboxSecret) args.push('--no-sandbox-paths')
  const child = launch(args, options.sandboxSecret ? { SANDBOX_SECRET: options.sandboxSecret } : {})
  const stdout = createOutputReader((line) => onLine(line))
  // Errors go to stderr: kept only as a tail for reports, never parsed.
  const stderr = createOutputReader(() => undefined)
  const output = {
    tail: () => `${stderr.tail()}${stdout.tail()}`,
    size: () => stdout.size() + stderr.size(),
  }

  let ready: ((url: string) => void) | null = null
  let stopping = false
  let exited = false
  let onLine = (line: string): void => {
    const match = sandboxReadyLine.exec(line)
    if (match?.[1]) ready?.(match[1])
  }
  const exit = new Promise<void>((resolve) => child.onExit(() => ((exited = true), resolve())))
  child.onOutput((chunk, stream) => (stream === 'stdout' ? stdout : stderr).push(chunk))

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill()
      reject(new DemoServerStartError(`The demo workspace did not start within ${timeoutMs} ms`, false))
    }, timeoutMs)
    ready = (found) => {
      clearTimeout(timer)
      resolve(found)
    }
    child.onExit((code) => {
      clearTimeout(timer)
      const tail = output.tail()
      reject(
        new DemoServerStartError(
          `The demo workspace stopped during start-up (exit code ${code}): ${tail.slice(-500)}`,
          /EADDRINUSE/.test(tail),
        ),
      )
    })
  })
  ready = null
  onLine = (line) => {
    if (!line.startsWith(sandboxOutboxLine)) return
    const message = parseOutboxLine(line.slice(sandboxOutboxLine.length))
    if (message) options.onOutboxMessage?.(message)
  }
  child.onExit((code) => {
    if (!stopping) options.onUnexpectedExit?.(code, output.tail())
  })
  return {
    url,
    port: Number(new URL(url).port),
    pid: child.pid,
    retainedOutputSize: output.size,
    async stop() {
      stopping = true
      if (exited) return
      child.kill()
      await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 5000))])
    },
  }
}

/**
 * Splits output into lines with bounded memory: a partial line longer than `maxOutputLineBytes` is
 * dropped up to its newline, and only the last `retainedOutputBytes` are kept for error messages.
 */
export function createOutputReader(onLine: (line: string) => void) {
  let partial = ''
  let skipping = false
  let tail = ''
  return {
    push(chunk: string) {
      tail = detach((chunk.length >= retainedOutputBytes ? chunk : tail + chunk).slice(-retainedOutputBytes))
      let start = 0
      for (let newline = chunk.indexOf('\n'); newline !== -1; newline = chunk.indexOf('\n', start)) {
        const piece = chunk.slice(start, newline)
        if (!skipping) onLine((partial + piece).replace(/\r$/, ''))
        partial = ''
        skipping = false
        start = newline + 1
      }
      if (skipping || start === chunk.length) return
      partial = detach(partial + chunk.slice(start))
      if (partial.length > maxOutputLineBytes) {
        partial = ''
        skipping = true
      }
    },
    /** The last output, without outbox lines: they hold sign-in codes, and the tail goes to logs. */
    tail: () => tail.replace(/^.*(Sandbox outbox |"value":).*$/gm, '[outbox line]'),
    size: () => tail.length + partial.length,
  }
}

/**
 * A copy of a short string: V8 may keep a slice as a view of the (possibly megabytes long) chunk it came
 * from, which would keep the whole chunk alive.
 */
function detach(text: string): string {
  return text.length === 0 ? '' : Buffer.from(text, 'utf8').toString('utf8')
}

function parseOutboxLine(json: string): DemoOutboxMessage | null {
  let entry: unknown
  try {
    entry = JSON.parse(json)
  } catch {
    return null
  }
  if (typeof entry !== 'object' || entry === null) return null
  const e = entry as Record<string, unknown>
  if (typeof e['id'] !== 'number' || typeof e['to'] !== 'string' || typeof e['body'] !== 'string') return null
  const value = typeof e['value'] === 'string' ? e['value'] : ''
  const kind = (e['kind'] === 'login-code' || e['kind'] === 'reset-link') && value ? e['kind'] : 'other'
  return { id: e['id'], to: e['to'], kind, value, text: e['body'] }
}
