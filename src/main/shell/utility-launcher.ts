import { utilityProcess } from 'electron'
import type { ProcessLauncher } from '../demo/demo-server'

/**
 * The desktop app runs the demo workspace's sandbox server in an Electron utilityProcess: a separate
 * Node process (no Node run-as-node fuse needed) that stops with the app.
 */
export function utilitySandboxLauncher(entry: string): ProcessLauncher {
  return (args, env) => {
    const child = utilityProcess.fork(entry, [...args], {
      stdio: 'pipe',
      serviceName: 'Chatbot Portal demo workspace',
      env: { ...process.env, ...env },
    })
    return {
      onOutput: (listener) => {
        child.stdout?.setEncoding('utf8').on('data', (chunk: string) => listener(chunk, 'stdout'))
        child.stderr?.setEncoding('utf8').on('data', (chunk: string) => listener(chunk, 'stderr'))
      },
      onExit: (listener) => void child.on('exit', (code) => listener(code)),
      kill: () => void child.kill(),
      get pid() {
        return child.pid
      },
    }
  }
}
