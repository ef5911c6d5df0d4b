import type { LaunchedProcess, ProcessLauncher } from './demo-server'

/** A launched process the test drives: what it printed, and when it exited. */
export interface FakeProcess extends LaunchedProcess {
  readonly args: readonly string[]
  readonly env: Readonly<Record<string, string>>
  emit(chunk: string): void
  emitError(chunk: string): void
  exit(code: number | null): void
  killed: boolean
}

/**
 * A ProcessLauncher for unit tests of main/demo: no process is started. `onLaunch` decides what each
 * launch does (by default it prints the ready line on the port it was asked for, or 41000).
 */
export function fakeLauncher(onLaunch?: (process: FakeProcess, index: number) => void): {
  launch: ProcessLauncher
  launched: FakeProcess[]
} {
  const launched: FakeProcess[] = []
  const launch: ProcessLauncher = (args, env) => {
    const outputs: ((chunk: string, stream: 'stdout' | 'stderr') => void)[] = []
    const exits: ((code: number | null) => void)[] = []
    let exited = false
    const child: FakeProcess = {
      args,
      env,
      pid: 1000 + launched.length,
      killed: false,
      onOutput: (listener) => void outputs.push(listener),
      onExit: (listener) => void exits.push(listener),
      kill() {
        child.killed = true
        child.exit(null)
      },
      emit: (chunk) => outputs.forEach((listener) => listener(chunk, 'stdout')),
      emitError: (chunk) => outputs.forEach((listener) => listener(chunk, 'stderr')),
      exit(code) {
        if (exited) return
        exited = true
        exits.forEach((listener) => listener(code))
      },
    }
    launched.push(child)
    const index = launched.length - 1
    queueMicrotask(() => {
      if (onLaunch) onLaunch(child, index)
      else child.emit(`Sandbox listening on http://127.0.0.1:${requestedPort(args) || 41000}\n`)
    })
    return child
  }
  return { launch, launched }
}

export function requestedPort(args: readonly string[]): number {
  return Number(args[args.indexOf('--port') + 1])
}
