import { utilityProcess } from 'electron'
import type { ProcessLauncher } from '../demo/demo-server'
import type { FromXlsxWriter, XlsxWriterLauncher } from '../exports/xlsx-writer-protocol'

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

/**
 * The .xlsx export's writer (out/main/xlsx-writer.js) in a utilityProcess of its own, one per export: none
 * of its work or garbage collection shares main's threads (QUALITY P-4).
 */
export function utilityXlsxWriterLauncher(entry: string): XlsxWriterLauncher {
  return () => {
    const child = utilityProcess.fork(entry, [], {
      stdio: 'inherit',
      serviceName: 'Chatbot Portal .xlsx export',
    })
    return {
      send: (message) => child.postMessage(message),
      onMessage: (listener) => void child.on('message', (message: FromXlsxWriter) => listener(message)),
      onExit: (listener) => void child.on('exit', (code) => listener(code)),
      kill: () => void child.kill(),
      // A utilityProcess never keeps the app running: nothing to let go while idle.
      setIdle: () => undefined,
    }
  }
}
