import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Starts the CLI as demo mode does and resolves with its URL once the ready line appears. */
function start(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/sandbox/cli.ts', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  })
  let output = ''
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
      const match = /^Sandbox listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    void exited.then(() => reject(new Error(`exited before ready: ${output}`)))
  })
  return { child, url, exited, output: () => output }
}

describe('npm run sandbox', () => {
  it('prints the ready line, serves, and stops cleanly on SIGTERM and SIGINT; a data dir keeps its data', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-cli-'))
    try {
      for (const [round, signal] of (['SIGTERM', 'SIGINT'] as const).entries()) {
        const run = start(['--port', '0', '--data', dataDir])
        const url = await run.url
        expect(run.output().trim().split('\n')).toEqual([`Sandbox listening on ${url}`])
        const response = await fetch(`${url}/api/cookie-login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'manager@demo.nl', password: 'Welkom-Demo-2026!' }),
        })
        expect(response.status).toBe(200)
        // The second run opens the same folder: the first run's text message is still in the outbox.
        const outbox = (await (await fetch(`${url}/__sandbox/outbox?to=manager@demo.nl`)).json()) as {
          messages: unknown[]
        }
        expect(outbox.messages).toHaveLength(round + 1)
        run.child.kill(signal)
        expect(await run.exited).toEqual({ code: 0, signal: null })
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 60_000)

  it('as the desktop runs it: no /__sandbox paths, codes only as "Sandbox outbox" lines on stdout (SEC-10)', async () => {
    const run = start(['--port', '0', '--no-sandbox-paths', '--outbox-stdout'])
    try {
      const url = await run.url
      expect((await fetch(`${url}/__sandbox/outbox?to=manager@demo.nl`)).status).toBe(404)
      const sso = await fetch(`${url}/__sandbox/sso-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'manager@demo.nl' }),
      })
      expect(sso.status).toBe(404)
      await fetch(`${url}/api/cookie-login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'manager@demo.nl', password: 'Welkom-Demo-2026!' }),
      })
      await expect.poll(() => /^Sandbox outbox (\{.*\})$/m.exec(run.output())?.[1]).toBeTruthy()
      const line = /^Sandbox outbox (\{.*\})$/m.exec(run.output())![1]!
      expect(JSON.parse(line)).toMatchObject({ to: 'manager@demo.nl', kind: 'login-code' })
    } finally {
      run.child.kill('SIGTERM')
      await run.exited
    }
  }, 60_000)

  it('takes SANDBOX_SECRET from the environment and then serves /__sandbox only with that header', async () => {
    const run = start(['--port', '0'], { SANDBOX_SECRET: 'from-the-environment' })
    try {
      const url = await run.url
      expect((await fetch(`${url}/__sandbox/clock`)).status).toBe(404)
      const wrong = { headers: { 'X-Sandbox-Secret': 'guess' } }
      expect((await fetch(`${url}/__sandbox/clock`, wrong)).status).toBe(404)
      const right = { headers: { 'X-Sandbox-Secret': 'from-the-environment' } }
      expect((await fetch(`${url}/__sandbox/clock`, right)).status).toBe(200)
    } finally {
      run.child.kill('SIGTERM')
      await run.exited
    }
  }, 60_000)
})
