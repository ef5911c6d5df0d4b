import { spawn } from 'node:child_process'
import path from 'node:path'
import type { ProcessLauncher } from './demo-server'

/**
 * The harness's way to run the sandbox: a plain Node child process on the TypeScript entry (tsx), so the
 * browser harness needs no Electron. The desktop app uses utilityProcess instead (src/main/shell).
 */
export function nodeSandboxLauncher(projectRoot: string): ProcessLauncher {
  return (args, env) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(projectRoot, 'src/sandbox/cli.ts'), ...args],
      {
        cwd: projectRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...env },
      },
    )
    return {
      onOutput: (listener) => {
        child.stdout.setEncoding('utf8').on('data', listener)
        child.stderr.setEncoding('utf8').on('data', listener)
      },
      onExit: (listener) => void child.on('exit', (code) => listener(code)),
      kill: () => void child.kill('SIGTERM'),
      pid: child.pid,
    }
  }
}
