import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { demoPassword } from './chatbots/seed-data'
import { createManualClock } from './clock'
import { startTestServer } from './test-support'

/**
 * The sandbox server killed for real (SIGKILL) while a publish waits for its moment and a training runs,
 * and started again on its data folder (QUALITY REL-12, REL-13): each job ends finished or failed, and the
 * next Train and Publish are accepted. The other jobs and crash points are covered in process by
 * jobs.test.ts; a spawn costs seconds, so this is the one end-to-end check, with one spawn.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))

function start(dataDir: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/sandbox/cli.ts', '--port', '0', '--data', dataDir],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
      const match = /^Sandbox listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    void exited.then(() => reject(new Error(`exited before ready: ${output}`)))
  })
  return { child, url, exited }
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await response.json()) as any
}

/** Signs the manager in through the code in the outbox; answers a GraphQL caller per chatbot. */
async function manager(url: string) {
  const first = await post(`${url}/api/cookie-login/`, {
    username: 'manager@demo.nl',
    password: demoPassword,
  })
  const outbox = (await (await fetch(`${url}/__sandbox/outbox?to=manager@demo.nl`)).json()) as {
    messages: { kind: string; value: string }[]
  }
  const code = outbox.messages.filter((m) => m.kind === 'login-code').at(-1)!.value
  const done = await post(
    `${url}/api/login-with-code/`,
    { login_code: code },
    { authorization: `Token ${first.token}` },
  )
  return (project: string, query: string) =>
    post(`${url}/chatbot-server/${project}/graphql`, { query }, { authorization: `Bearer ${done.access}` })
}

const status = '{ nlpTrainStatus { status training } }'
const advance = (url: string, ms: number) => post(`${url}/__sandbox/clock`, { advance_ms: ms })
/** Far enough for any job left due: the clock's advance is not kept across a restart, the due times are. */
const farEnough = 60_000

describe('the sandbox killed during NLP jobs', () => {
  it('after a restart on its data, a training and a publish under way end, and start again', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-jobs-kill-'))
    // Where the kill lands in the training: drawn per run, printed with a failure.
    const killAfter = Math.round(Math.random() * 150)
    const first = start(dataDir)
    try {
      // A publish (seeded trained model) waits for its moment, a training is under way: the server dies.
      const url = await first.url
      const gql = await manager(url)
      expect((await gql('talentbrug-werving', 'mutation { publish { status } }')).data.publish.status).toBe(
        'PUBLISHING',
      )
      expect((await gql('talentbrug-techniek', 'mutation { train { training } }')).data.train.training).toBe(
        'TRAINING',
      )
      // The training's moment (2 s), not yet the publish's (3 s).
      void advance(url, 2_000).catch(() => undefined)
      await new Promise((resolve) => setTimeout(resolve, killAfter))
      first.child.kill('SIGKILL')
      await first.exited

      // Started again on the same folder (here in the test's process: the kill is the point): both end,
      // and both are accepted again (a publish used to stay PUBLISHING for ever: 'Could not publish model').
      const restarted = await startTestServer({ dataDir, clock: createManualClock(Date.now()) })
      try {
        const access = (await restarted.signIn('manager@demo.nl')).access
        const ask = async (project: string, query: string) =>
          (await restarted.graphql(`/chatbot-server/${project}/graphql`, query, { token: access })).body
        await restarted.post('/__sandbox/clock', { advance_ms: farEnough })
        const published = (await ask('talentbrug-werving', status)).data.nlpTrainStatus
        const trained = (await ask('talentbrug-techniek', status)).data.nlpTrainStatus
        expect(['PUBLISHED', 'ERROR'], `killed ${killAfter} ms in`).toContain(published.status)
        expect(['TRAINED', 'FAILED'], `killed ${killAfter} ms in`).toContain(trained.training)
        const again = await ask('talentbrug-werving', 'mutation { publish { status } }')
        expect(again.errors).toBeUndefined()
        expect(again.data.publish.status).toBe('PUBLISHING')
        expect(
          (await ask('talentbrug-techniek', 'mutation { train { training } }')).data.train.training,
        ).toBe('TRAINING')
      } finally {
        await restarted.close()
      }
    } finally {
      first.child.kill('SIGKILL')
      await first.exited
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 90_000)
})
