import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { startHarness, type Harness } from './host'

/** Opens the harness's socket as a page of `origin` would, collecting every message it receives. */
async function connect(harness: Harness, origin: string): Promise<{ socket: WebSocket; messages: string[] }> {
  const socket = new WebSocket(`${harness.url.replace('http:', 'ws:')}/__harness/ws`, { origin })
  const messages: string[] = []
  socket.on('message', (data) => messages.push(String(data)))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  return { socket, messages }
}

describe('the browser harness socket', { timeout: 30_000 }, () => {
  let harness: Harness | undefined
  afterEach(async () => {
    await harness?.close()
    harness = undefined
  })

  it('pushes events only to pages of its own origin (other origins get no demo codes or profiles)', async () => {
    harness = await startHarness({ secrets: null })
    const own = await connect(harness, harness.url)
    const evil = await connect(harness, 'http://evil.example')
    await harness.setMainOnline(false)
    await expect.poll(() => own.messages.length).toBeGreaterThan(0)
    expect(own.messages.some((message) => message.includes('"type":"event"'))).toBe(true)
    // Give a wrongly sent event time to arrive before concluding none did.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(evil.messages).toEqual([])
    own.socket.close()
    evil.socket.close()
  })
})
