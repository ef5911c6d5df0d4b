import { fork, spawn } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { ProcessLauncher } from './demo/demo-server'
import type { FromXlsxWriter, XlsxWriterLauncher } from './exports/xlsx-writer-protocol'

/**
 * The harness's, tests' and benches' way to run main's helper processes: plain Node child processes, so
 * nothing here needs Electron. The desktop app starts the same entries as utilityProcesses instead
 * (src/main/shell/utility-launcher.ts).
 *
 * Each runs the bundle `npm run build` wrote (what the desktop app runs) when that is newer than every
 * source file it is built from: loading TypeScript through tsx costs 0.3–0.8 s per start (QUALITY P-9).
 * After an edit without a rebuild it falls back to the TypeScript entry, so a test never runs stale code.
 */
function nodeEntry(projectRoot: string, bundle: string, source: string, sourceFolders: readonly string[]) {
  const bundlePath = path.join(projectRoot, bundle)
  // The unit tests run beside the build (npm test's lanes), while a bundle may be half written: they set
  // this (vitest.config.ts) and always start the TypeScript entry.
  const fromSource = process.env['PORTAL_CHILDREN_FROM_SOURCE'] === '1'
  return !fromSource && bundleIsFresh(projectRoot, bundlePath, sourceFolders)
    ? { execArgv: [], script: bundlePath }
    : { execArgv: ['--import', 'tsx'], script: path.join(projectRoot, source) }
}

/** The demo workspace's sandbox server. */
export function nodeSandboxLauncher(projectRoot: string): ProcessLauncher {
  return (args, env) => {
    const { execArgv, script } = nodeEntry(projectRoot, 'out/main/sandbox.js', 'src/sandbox/cli.ts', [
      'src/sandbox',
      'src/shared',
    ])
    const child = spawn(process.execPath, [...execArgv, script, ...args], {
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

/** The .xlsx export's writer (src/main/exports/xlsx-writer-process.ts), one process per export. */
export function nodeXlsxWriterLauncher(projectRoot: string): XlsxWriterLauncher {
  // Chosen once, here: walking the sources at every export would hold up main's event loop mid-export.
  const { execArgv, script } = nodeEntry(
    projectRoot,
    'out/main/xlsx-writer.js',
    'src/main/exports/xlsx-writer-process.ts',
    ['src/main/exports', 'src/shared'],
  )
  return () => {
    const child = fork(script, [], {
      cwd: projectRoot,
      execArgv,
      // JSON, not 'advanced': a row batch is strings, numbers and null, which JSON keeps as they are, and
      // Node's advanced serialisation (a JavaScript v8.Serializer per message) made main collect garbage in
      // 12–16 ms pauses mid-export where JSON needs none (measured; QUALITY P-4).
      serialization: 'json',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    // A message to a child that just died fails here; its 'exit' tells the export.
    child.on('error', () => undefined)
    return {
      send: (message) => void child.send(message),
      onMessage: (listener) => void child.on('message', (message) => listener(message as FromXlsxWriter)),
      onExit: (listener) => void child.on('exit', (code) => listener(code)),
      kill: () => void child.kill('SIGTERM'),
      setIdle(idle) {
        if (idle) {
          child.unref()
          child.channel?.unref()
        } else {
          child.ref()
          child.channel?.ref()
        }
      },
    }
  }
}

/** The bundle exists and no file of these source folders changed after it was built. */
export function bundleIsFresh(
  projectRoot: string,
  bundle: string,
  sourceFolders: readonly string[],
): boolean {
  let built: number
  try {
    built = statSync(bundle).mtimeMs
  } catch {
    return false
  }
  return sourceFolders.every((folder) => newestChange(path.join(projectRoot, folder)) <= built)
}

function newestChange(folder: string): number {
  let newest = 0
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}
