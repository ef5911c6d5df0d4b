import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { automationsContract } from '@shared/ipc/automations'
import { PortalError } from '@shared/ipc/errors'
import type { SessionInfo } from '@shared/ipc/session'
import type { NativeNotification } from '../notifications/notifier'
import { createAutomationsModule, importFileNameOf } from './automations-module'

const pollMs = 5_000

function signedIn(chatbotId: string | null): SessionInfo {
  return { state: { status: 'signed-in', chatbotId, user: { language: null } } } as unknown as SessionInfo
}
const signedOut = { state: { status: 'signed-out' } } as unknown as SessionInfo

type Answer = { stage: string; campaign: { id: string; name: string } } | null | 'gone'

function setup(language: 'nl-NL' | 'en-US' = 'en-US') {
  const answers = new Map<string, Answer[]>()
  const graphql = vi.fn(async (_service: string, _document: string, variables: Record<string, unknown>) => {
    const campaignId = String(variables['campaignId'])
    const answer = answers.get(campaignId)?.shift() ?? null
    if (answer === 'gone') throw new PortalError('not_found', 'gone')
    return { pollAutomatchPublishStatus: answer }
  })
  const shown: NativeNotification[] = []
  const emitted: { channel: string; payload: unknown }[] = []
  const focus = vi.fn()
  const module = createAutomationsModule({
    api: { graphql, rest: vi.fn() },
    session: Promise.resolve({ selectedChatbot: () => null }),
    events: { emit: (def, payload) => emitted.push({ channel: def.channel, payload }) },
    notifier: { show: (n) => shown.push(n), closeAll: () => undefined },
    focusWindow: focus,
    language: () => language,
    exports: { start: vi.fn(), saveDocument: vi.fn(async () => null) },
    log: () => undefined,
    now: () => Date.now(),
    timers: globalThis,
    random: () => 0.5,
  })
  module.onSessionChange?.(signedIn('cb-werving'))
  const handlers = module.handlers.automations as Required<NonNullable<typeof module.handlers.automations>>
  const watch = (campaignId: string) => handlers.watchPublish({ campaignId })
  let job = 0
  const end = (stage: string, id: string, name = 'Automatch Logistiek', jobId = `pub-${++job}`) => ({
    stage,
    campaign: { id, name, draftAutomatch: { publishJobId: jobId } },
  })
  const changes = () =>
    emitted.filter((e) => e.channel === automationsContract.onDidChangePublish.channel).map((e) => e.payload)
  return { module, graphql, answers, shown, emitted, focus, watch, end, changes, handlers }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('automatch publish poller', () => {
  it('asks every 5,000 ms, also while the window is hidden, until an answer; then one notification', async () => {
    const { module, graphql, answers, shown, focus, watch, end, changes, emitted } = setup()
    answers.set('cmp-a', [null, null, end('PUBLISHED', 'cmp-a')])
    expect(graphql).not.toHaveBeenCalled()
    expect(await watch('cmp-a')).toMatchObject({ campaignId: 'cmp-a', state: 'publishing', checkedAt: null })
    await vi.advanceTimersByTimeAsync(0)
    expect(graphql).toHaveBeenCalledTimes(1)
    // The window is hidden (minimised, closed to the tray): publishing is still watched.
    module.pollers?.forEach((p) => p.setVisible(false))
    await vi.advanceTimersByTimeAsync(pollMs - 1)
    expect(graphql).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(graphql).toHaveBeenCalledTimes(2)
    expect(shown).toHaveLength(0)
    expect(changes().at(-1)).toMatchObject({ state: 'publishing', checkedAt: expect.any(Number) })
    await vi.advanceTimersByTimeAsync(pollMs)
    expect(graphql).toHaveBeenCalledTimes(3)
    expect(changes().at(-1)).toMatchObject({ campaignId: 'cmp-a', state: 'PUBLISHED' })
    expect(shown).toEqual([
      expect.objectContaining({ title: 'Automatch publishing', body: 'Automatch Logistiek is published.' }),
    ])
    // Stopped on the answer: no more calls, no second notification.
    await vi.advanceTimersByTimeAsync(pollMs * 10)
    expect(graphql).toHaveBeenCalledTimes(3)
    expect(shown).toHaveLength(1)
    expect(module.poller.status()).toBe('done')
    expect(await (module.handlers.automations?.publishWatches?.({}) ?? [])).toEqual([])
    // The click focuses the window and opens the automation.
    shown[0]!.onClick()
    expect(focus).toHaveBeenCalledTimes(1)
    expect(emitted.at(-1)).toEqual({
      channel: automationsContract.onDidRequestAutomation.channel,
      payload: { campaignId: 'cmp-a' },
    })
  })

  it('says a failed publish in the interface language, and watches again after the next Publish', async () => {
    const { answers, shown, watch, end, changes } = setup('nl-NL')
    answers.set('cmp-a', [end('FAILED', 'cmp-a', 'Kandidaat zoekt vacature')])
    await watch('cmp-a')
    await vi.advanceTimersByTimeAsync(0)
    expect(changes().at(-1)).toMatchObject({ state: 'FAILED' })
    answers.set('cmp-a', [null, end('PUBLISHED', 'cmp-a', 'Kandidaat zoekt vacature')])
    await watch('cmp-a')
    await vi.advanceTimersByTimeAsync(pollMs)
    expect(shown.map((n) => n.body)).toEqual([
      'Publiceren van Kandidaat zoekt vacature is mislukt. Open de automatisering om het opnieuw te proberen.',
      'Kandidaat zoekt vacature is gepubliceerd.',
    ])
  })

  it('watches several automatches at once, joins a running watch and lists what it watches', async () => {
    const { graphql, answers, shown, watch, end, handlers } = setup()
    answers.set('cmp-a', [null, end('PUBLISHED', 'cmp-a')])
    answers.set('cmp-b', [null, null, end('PUBLISHED', 'cmp-b')])
    const first = await watch('cmp-a')
    await watch('cmp-b')
    expect(await watch('cmp-a')).toBe(first)
    expect((await handlers.publishWatches({})).map((w) => w.campaignId)).toEqual(['cmp-a', 'cmp-b'])
    await vi.advanceTimersByTimeAsync(pollMs)
    expect(shown).toHaveLength(1)
    expect((await handlers.publishWatches({})).map((w) => w.campaignId)).toEqual(['cmp-b'])
    await vi.advanceTimersByTimeAsync(pollMs * 2)
    expect(shown).toHaveLength(2)
    const calls = graphql.mock.calls.length
    await vi.advanceTimersByTimeAsync(pollMs * 5)
    expect(graphql.mock.calls.length).toBe(calls)
  })

  it('stops on sign-out and on another chatbot, without a notification', async () => {
    const { module, graphql, answers, shown, watch, end } = setup()
    answers.set('cmp-a', [null, null, null, null, end('PUBLISHED', 'cmp-a')])
    await watch('cmp-a')
    await vi.advanceTimersByTimeAsync(0)
    expect(graphql).toHaveBeenCalledTimes(1)
    module.forgetUser?.()
    module.onSessionChange?.(signedOut)
    expect(await watch('cmp-a')).toBeNull()
    await vi.advanceTimersByTimeAsync(pollMs * 5)
    expect(graphql).toHaveBeenCalledTimes(1)
    expect(module.poller.status()).toBe('stopped')
    module.onSessionChange?.(signedIn('cb-werving'))
    await watch('cmp-a')
    await vi.advanceTimersByTimeAsync(0)
    expect(graphql).toHaveBeenCalledTimes(2)
    module.onSessionChange?.(signedIn('cb-techniek'))
    await vi.advanceTimersByTimeAsync(pollMs * 5)
    expect(graphql).toHaveBeenCalledTimes(2)
    expect(shown).toHaveLength(0)
  })

  it('tells the end of one publish job once, also when it is watched again afterwards', async () => {
    const { answers, shown, watch, end, changes } = setup()
    answers.set('cmp-a', [end('PUBLISHED', 'cmp-a', 'Automatch Logistiek', 'pub-x')])
    await watch('cmp-a')
    await vi.advanceTimersByTimeAsync(0)
    answers.set('cmp-a', [end('PUBLISHED', 'cmp-a', 'Automatch Logistiek', 'pub-x')])
    await watch('cmp-a')
    await vi.advanceTimersByTimeAsync(0)
    expect(changes().filter((c) => (c as { state: string }).state === 'PUBLISHED')).toHaveLength(2)
    expect(shown).toHaveLength(1)
  })

  it('ends the watch of an automation deleted meanwhile', async () => {
    const { module, answers, shown, watch } = setup()
    answers.set('cmp-a', ['gone'])
    await watch('cmp-a')
    await vi.advanceTimersByTimeAsync(0)
    expect(module.poller.status()).toBe('done')
    expect(shown).toHaveLength(0)
  })
})

describe('saving an automation as an import file', () => {
  const file = {
    format: 'chatbot-portal/automation',
    version: 1,
    automation: { name: 'Vacature-alert: Chauffeurs?', campaign: { type: 'broadcast' } },
  }

  /** The module's handlers with a server whose `exportCampaign` answers this. */
  function savingModule(
    answer: unknown,
    saveDocument: (name: string, contents: string) => Promise<string | null>,
  ) {
    const module = createAutomationsModule({
      api: { graphql: vi.fn(async () => ({ exportCampaign: answer })), rest: vi.fn() },
      session: Promise.resolve({ selectedChatbot: () => null }),
      events: { emit: () => undefined },
      notifier: { show: () => undefined, closeAll: () => undefined },
      focusWindow: () => undefined,
      language: () => 'nl-NL',
      exports: { start: vi.fn(), saveDocument },
      log: () => undefined,
    })
    return module.handlers.automations as Required<NonNullable<typeof module.handlers.automations>>
  }

  it("saves the server's import file under the automation's name, readable by Import", async () => {
    const saveDocument = vi.fn(async (name: string) => name)
    const handlers = savingModule(file, saveDocument)
    expect(await handlers.saveImportFile({ campaignId: 'cmp-1' })).toEqual({
      fileName: 'Vacature-alert Chauffeurs.json',
    })
    const [, contents] = saveDocument.mock.calls[0] as unknown as [string, string]
    expect(JSON.parse(contents)).toMatchObject(file)
  })

  it('refuses what the server sent when it is not an import file (nothing is saved)', async () => {
    const saveDocument = vi.fn(async (name: string) => name)
    const handlers = savingModule({ format: 'other' }, saveDocument)
    await expect(handlers.saveImportFile({ campaignId: 'cmp-1' })).rejects.toThrow()
    expect(saveDocument).not.toHaveBeenCalled()
  })

  it("saves an automation template as the file Import reads, under the template's name", async () => {
    const template = {
      format: 'chatbot-portal/automation-template',
      version: 1,
      template: { name: 'Herinnering gesprek', campaign: { type: 'flow', flowName: 'Start' } },
    }
    const saveDocument = vi.fn(async (name: string) => name)
    const graphql = vi.fn(async () => ({ exportAutomationTemplate: template }))
    const module = createAutomationsModule({
      api: { graphql, rest: vi.fn() },
      session: Promise.resolve({ selectedChatbot: () => null }),
      events: { emit: () => undefined },
      notifier: { show: () => undefined, closeAll: () => undefined },
      focusWindow: () => undefined,
      language: () => 'nl-NL',
      exports: { start: vi.fn(), saveDocument },
      log: () => undefined,
    })
    const handlers = module.handlers.automations as Required<NonNullable<typeof module.handlers.automations>>
    expect(await handlers.saveTemplateFile({ templateId: 'atpl-1' })).toEqual({
      fileName: 'Herinnering gesprek.json',
    })
    expect(graphql).toHaveBeenCalledWith('chatbot', expect.stringContaining('exportAutomationTemplate'), {
      id: 'atpl-1',
    })
    const [, contents] = saveDocument.mock.calls[0] as unknown as [string, string]
    expect(JSON.parse(contents)).toMatchObject(template)
  })

  it('makes a file name every OS accepts', () => {
    expect(importFileNameOf('Automatch Logistiek')).toBe('Automatch Logistiek')
    expect(importFileNameOf('a/b\\c:d*e?"f"<g>|h')).toBe('a b c d e f g h')
    expect(importFileNameOf('tab\there. ')).toBe('tab here')
    expect(importFileNameOf('...')).toBe('automation')
    expect(importFileNameOf('x'.repeat(300))).toHaveLength(120)
  })
})

describe("saving the send drawer's CSV files", () => {
  function csvModule(saveDocument: (name: string, contents: string) => Promise<string | null>) {
    const module = createAutomationsModule({
      api: { graphql: vi.fn(), rest: vi.fn() },
      session: Promise.resolve({ selectedChatbot: () => null }),
      events: { emit: () => undefined },
      notifier: { show: () => undefined, closeAll: () => undefined },
      focusWindow: () => undefined,
      language: () => 'nl-NL',
      exports: { start: vi.fn(), saveDocument },
      log: () => undefined,
    })
    return module.handlers.automations as Required<NonNullable<typeof module.handlers.automations>>
  }

  it('writes comma separated rows (also in Dutch), with a BOM, CRLF and formula-safe cells', async () => {
    const saveDocument = vi.fn(async (name: string) => name)
    const answer = await csvModule(saveDocument).saveRecipientsCsv({
      fileName: 'Vacature-alert: voorbeeld',
      rows: [
        ['phone_number', 'language', 'voornaam'],
        ['+31612345678', 'nl-NL', '=HYPERLINK("x")'],
        ['+31 6 1234', '', 'Jan, "de" Vries'],
      ],
    })
    expect(answer).toEqual({ fileName: 'Vacature-alert voorbeeld.csv' })
    const [, contents] = saveDocument.mock.calls[0] as unknown as [string, string]
    expect(contents).toBe(
      '\uFEFFphone_number,language,voornaam\r\n' +
        `+31612345678,nl-NL,"'=HYPERLINK(""x"")"\r\n` +
        `'+31 6 1234,,"Jan, ""de"" Vries"\r\n`,
    )
  })

  it('answers null when the save dialog is cancelled', async () => {
    const handlers = csvModule(vi.fn(async () => null))
    expect(await handlers.saveRecipientsCsv({ fileName: 'x', rows: [['phone_number']] })).toBeNull()
  })
})
