import { parseArgs } from 'node:util'
import { hasDatabase } from './db/database'
import { createSandboxServer } from './server'
import type { OutboxMessage } from './outbox'

/** Must match `sandboxOutboxLine` in src/main/demo/demo-server.ts. */
const sandboxOutboxPrefix = 'Sandbox outbox '

/**
 * npm run sandbox -- --port 4100 --data DIR [--no-sandbox-paths] [--outbox-stdout] [--access-token-ttl
 * SECONDS] [--no-seed]
 * Prints one line "Sandbox listening on http://127.0.0.1:PORT" when ready (for an existing data folder as
 * soon as the port is bound; requests then wait for the database); the desktop app's demo mode and the
 * test harness wait for exactly that line. With --outbox-stdout every message the outbox "sends"
 * follows as one line "Sandbox outbox {json}": only the parent process reads a child's stdout, so demo
 * mode gets its codes without an HTTP path anyone on the machine could call.
 * SANDBOX_SECRET in the environment (never an argument: `ps` shows arguments to every user) closes
 * /__sandbox/* to requests without that value in X-Sandbox-Secret.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env['SANDBOX_PORT'] ?? '0' },
      data: { type: 'string' },
      'no-sandbox-paths': { type: 'boolean', default: false },
      'outbox-stdout': { type: 'boolean', default: false },
      'no-seed': { type: 'boolean', default: false },
      'access-token-ttl': { type: 'string', default: process.env['SANDBOX_ACCESS_TOKEN_TTL'] },
    },
    strict: true,
  })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be 0..65535, got ${values.port}`)
  const ttl = values['access-token-ttl'] === undefined ? undefined : Number(values['access-token-ttl'])
  if (ttl !== undefined && (!Number.isFinite(ttl) || ttl <= 0))
    throw new Error('--access-token-ttl must be a number of seconds above 0')

  const sandboxSecret = process.env['SANDBOX_SECRET']
  // Not inherited by anything this process might start.
  delete process.env['SANDBOX_SECRET']

  // An existing data folder opens in well under a second: announce the port at once and let the first
  // requests wait for the rest (QUALITY P-9). A new one is filled from the seeded snapshot, which takes
  // seconds on a busy machine: announce it only when ready, so no first sign-in hangs that long.
  const announceEarly = hasDatabase(values.data)
  const announce = (url: string) => void process.stdout.write(`Sandbox listening on ${url}\n`)

  const started = performance.now()
  const server = await createSandboxServer({
    port,
    ...(values.data ? { dataDir: values.data } : {}),
    seed: !values['no-seed'],
    sandboxPaths: !values['no-sandbox-paths'],
    ...(announceEarly ? { onListening: announce } : {}),
    ...(sandboxSecret ? { sandboxSecret } : {}),
    ...(values['outbox-stdout']
      ? {
          onOutboxMessage: (message: OutboxMessage) =>
            void process.stdout.write(`${sandboxOutboxPrefix}${JSON.stringify(message)}\n`),
        }
      : {}),
    ...(ttl !== undefined ? { accessTokenTtlMs: ttl * 1000 } : {}),
  })
  if (!announceEarly) announce(server.url)
  if (process.env['SANDBOX_VERBOSE']) {
    process.stderr.write(
      `Sandbox ready in ${Math.round(performance.now() - started)} ms (database: ${server.databaseSource})\n`,
    )
  }

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Sandbox: error while stopping on ${signal}: ${String(error)}\n`)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  // A parent that dies (demo mode's app crashing) closes our stdin/IPC; do not linger as an orphan.
  process.on('disconnect', () => stop('disconnect'))
}

main().catch((error: unknown) => {
  process.stderr.write(`Sandbox failed to start: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
