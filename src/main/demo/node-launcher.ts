import { spawn } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { ProcessLauncher } from './demo-server'

/**
 * The harness's way to run the sandbox: a plain Node child process, so the browser harness needs no
 * Electron. The desktop app uses utilityProcess instead (src/main/shell).
 *
 * It runs the bundle `npm run build` wrote (out/main/sandbox.js, what the desktop app runs) when that is
 * newer than every source file it is built from: loading TypeScript through tsx costs 0.3–0.8 s per start
 * (QUALITY P-9). After an edit without a rebuild it falls back to the TypeScript entry, so a test never
 * runs stale server code.
 */
export function nodeSandboxLauncher(projectRoot: string): ProcessLauncher {
  return (args, env) => {
    const bundle = path.join(projectRoot, 'out/main/sandbox.js')
    const entry = bundleIsFresh(projectRoot, bundle)
      ? [bundle]
      : ['--import', 'tsx', path.join(projectRoot, 'src/sandbox/cli.ts')]
    const child = spawn(process.execPath, [...entry, ...args], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    })
    return {
      onOutput: (listener) => {
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => listener(chunk, 'stdout'))
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => listener(chunk, 'stderr'))
      },
      onExit: (listener) => void child.on('exit', (code) => listener(code)),
      kill: () => void child.kill('SIGTERM'),
      pid: child.pid,
    }
  }
}

/** The sandbox bundle exists and no file of src/sandbox or src/shared changed after it was built. */
export function bundleIsFresh(projectRoot: string, bundle: string): boolean {
  let built: number
  try {
    built = statSync(bundle).mtimeMs
  } catch {
    return false
  }
  return ['src/sandbox', 'src/shared'].every(
    (folder) => newestChange(path.join(projectRoot, folder)) <= built,
  )
}

function newestChange(folder: string): number {
  let newest = 0
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}
