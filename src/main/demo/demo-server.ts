/**
 * Demo mode (the embedded default): the sandbox server runs in its own process — a utilityProcess in
 * Electron, a child process in the harness — with its data in the app-data folder. This module only knows
 * the process through a small port and waits for the server's one ready line.
 */
export const sandboxReadyLine = /^Sandbox listening on (http:\/\/127\.0\.0\.1:\d+)\s*$/m

/** A started process: its output lines and a way to stop it. */
export interface LaunchedProcess {
  onOutput(listener: (chunk: string) => void): void
  onExit(listener: (code: number | null) => void): void
  kill(): void
}

/** Starts the sandbox entry with these arguments (Electron: utilityProcess.fork; Node: child_process). */
export type ProcessLauncher = (args: readonly string[]) => LaunchedProcess

export interface DemoServer {
  readonly url: string
  stop(): Promise<void>
}

export async function startDemoServer(
  launch: ProcessLauncher,
  options: { dataDir: string; timeoutMs?: number },
): Promise<DemoServer> {
  const child = launch(['--port', '0', '--data', options.dataDir])
  let exited = false
  const exit = new Promise<void>((resolve) => child.onExit(() => ((exited = true), resolve())))
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      child.kill()
      reject(new Error(`The demo workspace did not start within ${options.timeoutMs ?? 30_000} ms`))
    }, options.timeoutMs ?? 30_000)
    child.onOutput((chunk) => {
      output += chunk
      const match = sandboxReadyLine.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.onExit((code) => {
      clearTimeout(timer)
      reject(
        new Error(`The demo workspace stopped during start-up (exit code ${code}): ${output.slice(-500)}`),
      )
    })
  })
  return {
    url,
    async stop() {
      if (exited) return
      child.kill()
      await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 5000))])
    },
  }
}
