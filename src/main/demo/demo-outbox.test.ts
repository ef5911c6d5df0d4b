import { describe, expect, it } from 'vitest'
import { createDemoOutbox } from './demo-outbox'

const code = (id: number, to: string, value: string) => ({
  id,
  to,
  kind: 'login-code' as const,
  value,
  text: `Je code is ${value}`,
})

describe('demo outbox (codes read from the server process, SEC-10)', () => {
  it('waits for the message the server is about to print, then answers at once', async () => {
    const outbox = createDemoOutbox()
    const started = Date.now()
    const reading = outbox.read('Manager@demo.nl ', 5000)
    setTimeout(() => outbox.add(code(1, 'manager@demo.nl', '111111')), 20)
    expect(await reading).toEqual([{ kind: 'login-code', value: '111111', text: 'Je code is 111111' }])
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('gives up after the wait when nothing comes (an unknown address), and keeps only recent messages', async () => {
    const outbox = createDemoOutbox(3)
    expect(await outbox.read('nobody@demo.nl', 10)).toEqual([])
    for (let id = 1; id <= 5; id++) outbox.add(code(id, 'a@demo.nl', String(id)))
    outbox.add(code(6, 'b@demo.nl', '6'))
    expect((await outbox.read('a@demo.nl', 10)).map((m) => m.value)).toEqual(['4', '5'])
  })
})
