import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nlpContract } from '@shared/ipc/nlp'
import type { SessionInfo } from '@shared/ipc/session'
import type { NativeNotification } from '../notifications/notifier'
import { createNlpModule, nlpPollIntervalMs } from './nlp-module'

function signedIn(chatbotId: string | null): SessionInfo {
  return { state: { status: 'signed-in', chatbotId, user: { language: null } } } as unknown as SessionInfo
}
const signedOut = { state: { status: 'signed-out' } } as unknown as SessionInfo

function setup(language: 'nl-NL' | 'en-US' = 'en-US') {
  const statuses: string[] = []
  const graphql = vi.fn(async () => ({ nlpTrainStatus: { status: statuses.shift() ?? 'PUBLISHING' } }))
  const shown: NativeNotification[] = []
  const emitted: { channel: string; payload: unknown }[] = []
  const focus = vi.fn()
  const module = createNlpModule({
    api: { graphql },
    events: { emit: (def, payload) => emitted.push({ channel: def.channel, payload }) },
    notifier: { show: (n) => shown.push(n), closeAll: () => undefined },
    focusWindow: focus,
    language: () => language,
    log: () => undefined,
    timers: globalThis,
    random: () => 0.5,
  })
  module.onSessionChange?.(signedIn('cb-werving'))
  const handlers = module.handlers.nlp as Required<NonNullable<typeof module.handlers.nlp>>
  const watch = (chatbotId = 'cb-werving') => handlers.watchPublishing({ chatbotId })
  return { module, graphql, statuses, shown, emitted, focus, watch }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('NLP training poller', () => {
  it('polls after Publish until the status leaves PUBLISHING, then notifies once and stops', async () => {
    const { module, graphql, statuses, shown, emitted, focus, watch } = setup()
    statuses.push('PUBLISHING', 'PUBLISHING', 'PUBLISHED')
    expect(graphql).not.toHaveBeenCalled()
    expect(await watch()).toEqual({ watching: true })
    await vi.advanceTimersByTimeAsync(0)
    expect(graphql).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(nlpPollIntervalMs)
    expect(graphql).toHaveBeenCalledTimes(2)
    expect(shown).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(nlpPollIntervalMs)
    expect(graphql).toHaveBeenCalledTimes(3)
    expect(shown).toEqual([
      expect.objectContaining({ body: 'Published, you can use the new knowledge in the Builder' }),
    ])
    expect(emitted).toContainEqual({
      channel: nlpContract.onDidFinishPublishing.channel,
      payload: { chatbotId: 'cb-werving', status: 'PUBLISHED' },
    })
    // Polling has stopped: no more calls, no second notification.
    await vi.advanceTimersByTimeAsync(nlpPollIntervalMs * 10)
    expect(graphql).toHaveBeenCalledTimes(3)
    expect(shown).toHaveLength(1)
    expect(module.poller.status()).toBe('done')
    // A click focuses the window and opens the NLP screen.
    shown[0]!.onClick()
    expect(focus).toHaveBeenCalledTimes(1)
    expect(emitted.at(-1)).toEqual({ channel: nlpContract.onDidRequestNlp.channel, payload: {} })
  })

  it('tells the renderer about a failed publish without a notification', async () => {
    const { statuses, shown, emitted, watch } = setup()
    statuses.push('ERROR')
    await watch()
    await vi.advanceTimersByTimeAsync(0)
    expect(shown).toHaveLength(0)
    expect(emitted).toContainEqual({
      channel: nlpContract.onDidFinishPublishing.channel,
      payload: { chatbotId: 'cb-werving', status: 'ERROR' },
    })
  })

  it('watches again after a next Publish, in the user language', async () => {
    const { statuses, shown, watch } = setup('nl-NL')
    statuses.push('PUBLISHED')
    await watch()
    await vi.advanceTimersByTimeAsync(0)
    statuses.push('PUBLISHING', 'PUBLISHED')
    await watch()
    await vi.advanceTimersByTimeAsync(nlpPollIntervalMs)
    expect(shown.map((n) => n.body)).toEqual([
      'Gepubliceerd, je kunt de nieuwe kennis gebruiken in de Builder',
      'Gepubliceerd, je kunt de nieuwe kennis gebruiken in de Builder',
    ])
  })

  it('stops on sign-out and on another chatbot, and watches only the selected chatbot', async () => {
    const { module, graphql, watch } = setup()
    expect(await watch('cb-other')).toEqual({ watching: false })
    await watch()
    await vi.advanceTimersByTimeAsync(0)
    expect(graphql).toHaveBeenCalledTimes(1)
    module.forgetUser?.()
    module.onSessionChange?.(signedOut)
    await vi.advanceTimersByTimeAsync(nlpPollIntervalMs * 5)
    expect(graphql).toHaveBeenCalledTimes(1)
    expect(module.poller.status()).toBe('stopped')
    module.onSessionChange?.(signedIn('cb-werving'))
    await watch()
    await vi.advanceTimersByTimeAsync(0)
    module.onSessionChange?.(signedIn('cb-techniek'))
    await vi.advanceTimersByTimeAsync(nlpPollIntervalMs * 5)
    expect(graphql).toHaveBeenCalledTimes(2)
  })
})
