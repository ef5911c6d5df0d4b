import { describe, expect, it } from 'vitest'
import type { RoutingInstruction } from '@shared/domain/builder'
import {
  Bot,
  newConversation,
  step,
  validatorAccepts,
  type EngineFlow,
  type EngineOption,
  type EngineState,
} from './conversation-engine'

let ids = 0
function option(name: string, to: RoutingInstruction, extra: Partial<EngineOption> = {}): EngineOption {
  return {
    id: `op-${name}-${ids++}`,
    name,
    routingInstruction: to,
    nextState: null,
    nextStateMachine: null,
    allowNlp: true,
    isDefault: false,
    position: 0,
    ...extra,
  }
}

function state(
  id: string,
  texts: { nl?: string; en?: string },
  options: EngineOption[],
  extra: Partial<EngineState> & { labels?: Record<string, [string, string]> } = {},
): EngineState {
  const variations = [
    ...(texts.nl ? [{ languageTag: 'nl-NL', message: { type: 'TEXT' as const, text: texts.nl } }] : []),
    ...(texts.en ? [{ languageTag: 'en-US', message: { type: 'TEXT' as const, text: texts.en } }] : []),
  ]
  const labels = options
    .filter((o) => !o.isDefault)
    .map((o, i) => {
      const [nl, en] = extra.labels?.[o.name] ?? [o.name, o.name]
      return { optionId: o.id, position: i, enabled: true, text: { 'nl-NL': nl, 'en-US': en } }
    })
  return {
    id,
    name: id,
    replyType: 'EXISTING',
    scalarName: null,
    validator: null,
    actions: [{ position: 0, variations, labels }],
    options: options.map((o, i) => ({ ...o, position: i })),
    ...extra,
  }
}

function flow(id: string, kind: string, groups: EngineState[][]): EngineFlow {
  return {
    id,
    name: id,
    kind,
    isDefaultStateMachine: kind === 'START',
    position: 0,
    groups: groups.map((states, i) => ({
      id: `${id}-g${i}`,
      position: i,
      initialState: states[0]?.id ?? null,
      states,
    })),
  }
}

/** Start asks for a vacancy; the driver flow asks the licence, the name, then hands over. */
function demoBot() {
  const chauffeur = option('Chauffeur', 'FLOW', { nextStateMachine: 'driver' })
  const recruiter = option('Recruiter', 'SMART_INBOX')
  const start = state('welcome', { nl: 'Welke vacature?', en: 'Which vacancy?' }, [chauffeur, recruiter], {
    labels: { Chauffeur: ['Chauffeur C/CE', 'Truck driver'], Recruiter: ['Recruiter', 'Recruiter'] },
  })
  const c = option('C', 'DEFAULT_NEXT')
  const ce = option('CE', 'DEFAULT_NEXT', { allowNlp: false })
  const licence = state('licence', { nl: 'Welk rijbewijs?', en: 'Which licence?' }, [c, ce], {
    scalarName: 'rijbewijs',
  })
  const named = option('Naam', 'STATE', { isDefault: true, nextState: 'email' })
  const name = state('name', { nl: 'Je naam?' }, [named], { scalarName: 'naam' })
  const mailed = option('Mail', 'SMART_INBOX', { isDefault: true })
  const email = state('email', { en: 'Your email?' }, [mailed], { scalarName: 'email', validator: 'email' })
  const thanks = state(
    'thanks',
    { nl: 'Bedankt!', en: 'Thanks!' },
    [option('Einde', 'STOP', { isDefault: true })],
    {
      replyType: 'NONE',
    },
  )
  const back = option('Terug', 'PREVIOUS_QUESTION')
  const fallback = state('fallback', { nl: 'Dat begreep ik niet.', en: "I didn't get that." }, [back])
  const bot = new Bot([
    flow('start', 'START', [[start]]),
    flow('driver', 'DEFAULT', [[licence], [name, email]]),
    flow('fallbacks', 'FALLBACKS', [[fallback]]),
    flow('end', 'END', [[thanks]]),
  ])
  return { bot, chauffeur, recruiter, c, ce }
}

describe('conversation engine', () => {
  it('starts in the start flow and answers in the candidate language with its buttons', () => {
    const { bot } = demoBot()
    const { conversation, replies } = step(bot, newConversation(), { kind: 'START' }, 'en-US')
    expect(conversation.waitingStateId).toBe('welcome')
    expect(replies).toHaveLength(1)
    expect(replies[0]?.text).toBe('Which vacancy?')
    expect(replies[0]?.buttons.map((b) => b.label)).toEqual(['Truck driver', 'Recruiter'])
  })

  it('falls back to Dutch, then English, when the language has no variation', () => {
    const { bot, chauffeur, c } = demoBot()
    let conv = step(bot, newConversation(), { kind: 'START' }, 'en-US').conversation
    conv = step(bot, conv, { kind: 'BUTTON', optionId: chauffeur.id }, 'en-US').conversation
    // "Je naam?" exists only in Dutch: an English candidate gets the Dutch text.
    const named = step(bot, conv, { kind: 'BUTTON', optionId: c.id }, 'en-US')
    expect(named.replies.map((r) => r.text)).toEqual(['Je naam?'])
    // "Your email?" exists only in English: a Dutch candidate gets the English text.
    const mail = step(
      bot,
      named.conversation,
      { kind: 'TEXT', text: 'Sanne de Vries', intentName: null },
      'nl-NL',
    )
    expect(mail.replies.map((r) => r.text)).toEqual(['Your email?'])
  })

  it('chooses by button, by typed label (any language), by number and by option name', () => {
    const { bot, chauffeur } = demoBot()
    const start = step(bot, newConversation(), { kind: 'START' }, 'nl-NL').conversation
    const byButton = step(bot, start, { kind: 'BUTTON', optionId: chauffeur.id }, 'nl-NL')
    expect(byButton.trace).toMatchObject({ matchedBy: 'BUTTON', optionName: 'Chauffeur' })
    expect(byButton.conversation.waitingStateId).toBe('licence')
    const byLabel = step(bot, start, { kind: 'TEXT', text: 'truck DRIVER', intentName: null }, 'nl-NL')
    expect(byLabel.trace).toMatchObject({ matchedBy: 'TEXT', optionName: 'Chauffeur' })
    const byNumber = step(bot, start, { kind: 'TEXT', text: '2', intentName: null }, 'nl-NL')
    expect(byNumber.trace).toMatchObject({ matchedBy: 'TEXT', optionName: 'Recruiter' })
  })

  it('chooses by intent only for options that allow NLP', () => {
    const { bot, chauffeur } = demoBot()
    let conv = step(bot, newConversation(), { kind: 'START' }, 'nl-NL').conversation
    const byIntent = step(
      bot,
      conv,
      { kind: 'TEXT', text: 'ik rij graag vrachtwagen', intentName: 'chauffeur' },
      'nl-NL',
    )
    expect(byIntent.trace).toMatchObject({
      matchedBy: 'INTENT',
      intentName: 'chauffeur',
      optionName: 'Chauffeur',
    })
    conv = step(bot, conv, { kind: 'BUTTON', optionId: chauffeur.id }, 'nl-NL').conversation
    // CE has allowNlp false: its intent does not choose it, so the fallback answers.
    const refused = step(bot, conv, { kind: 'TEXT', text: 'trekker met oplegger', intentName: 'CE' }, 'nl-NL')
    expect(refused.trace.matchedBy).toBe('FALLBACK')
    expect(refused.conversation.waitingStateId).toBe('fallback')
  })

  it('stores answers under the scalar name and routes DEFAULT_NEXT to the next question', () => {
    const { bot, chauffeur, c } = demoBot()
    let conv = step(bot, newConversation(), { kind: 'START' }, 'nl-NL').conversation
    conv = step(bot, conv, { kind: 'BUTTON', optionId: chauffeur.id }, 'nl-NL').conversation
    const answered = step(bot, conv, { kind: 'BUTTON', optionId: c.id }, 'nl-NL')
    expect(answered.trace.storedAs).toBe('rijbewijs')
    expect(answered.conversation.answers).toEqual({ rijbewijs: 'C' })
    expect(answered.conversation.waitingStateId).toBe('name')
    const named = step(
      bot,
      answered.conversation,
      { kind: 'TEXT', text: ' Sanne ', intentName: null },
      'nl-NL',
    )
    expect(named.trace.matchedBy).toBe('DEFAULT')
    expect(named.conversation.answers).toEqual({ rijbewijs: 'C', naam: 'Sanne' })
  })

  it('checks the validator before the default option takes free text', () => {
    expect(validatorAccepts('email', 'sanne@example.nl')).toBe(true)
    expect(validatorAccepts('email', 'sanne at example')).toBe(false)
    expect(validatorAccepts('phone', '06 12345678')).toBe(true)
    const { bot, chauffeur, c } = demoBot()
    let conv = step(bot, newConversation(), { kind: 'START' }, 'nl-NL').conversation
    conv = step(bot, conv, { kind: 'BUTTON', optionId: chauffeur.id }, 'nl-NL').conversation
    conv = step(bot, conv, { kind: 'BUTTON', optionId: c.id }, 'nl-NL').conversation
    conv = step(bot, conv, { kind: 'TEXT', text: 'Sanne', intentName: null }, 'nl-NL').conversation
    const wrong = step(bot, conv, { kind: 'TEXT', text: 'geen idee', intentName: null }, 'nl-NL')
    expect(wrong.trace.matchedBy).toBe('FALLBACK')
    expect(wrong.conversation.answers).not.toHaveProperty('email')
  })

  it('returns from the fallback to the interrupted question with PREVIOUS_QUESTION', () => {
    const { bot } = demoBot()
    const start = step(bot, newConversation(), { kind: 'START' }, 'nl-NL').conversation
    const lost = step(bot, start, { kind: 'TEXT', text: 'bananen', intentName: null }, 'nl-NL')
    expect(lost.replies.map((r) => r.text)).toEqual(['Dat begreep ik niet.'])
    const back = step(bot, lost.conversation, { kind: 'TEXT', text: 'terug', intentName: null }, 'nl-NL')
    expect(back.conversation.waitingStateId).toBe('welcome')
    expect(back.replies.map((r) => r.text)).toEqual(['Welke vacature?'])
  })

  it('hands over to the Smart Inbox and then answers nothing more', () => {
    const { bot, chauffeur, c } = demoBot()
    let conv = step(bot, newConversation(), { kind: 'START' }, 'nl-NL').conversation
    conv = step(bot, conv, { kind: 'BUTTON', optionId: chauffeur.id }, 'nl-NL').conversation
    conv = step(bot, conv, { kind: 'BUTTON', optionId: c.id }, 'nl-NL').conversation
    conv = step(bot, conv, { kind: 'TEXT', text: 'Sanne', intentName: null }, 'nl-NL').conversation
    const handover = step(bot, conv, { kind: 'TEXT', text: 'sanne@example.nl', intentName: null }, 'nl-NL')
    expect(handover.conversation).toMatchObject({ handedOver: true, waitingStateId: null })
    expect(handover.conversation.answers).toMatchObject({ email: 'sanne@example.nl' })
    const after = step(
      bot,
      handover.conversation,
      { kind: 'TEXT', text: 'hallo?', intentName: null },
      'nl-NL',
    )
    expect(after.replies).toEqual([])
    expect(after.trace.matchedBy).toBe('ENDED')
  })

  it('follows a state without reply at once, and a flow route starts at its first question', () => {
    const go = option('Einde', 'FLOW', { nextStateMachine: 'end' })
    const bot = new Bot([
      flow('start', 'START', [[state('s', { nl: 'Klaar?' }, [go])]]),
      flow('end', 'END', [
        [
          state('thanks', { nl: 'Bedankt!' }, [option('Stop', 'STOP', { isDefault: true })], {
            replyType: 'NONE',
          }),
        ],
      ]),
    ])
    const conv = step(bot, newConversation(), { kind: 'START' }, 'nl-NL').conversation
    const done = step(bot, conv, { kind: 'BUTTON', optionId: go.id }, 'nl-NL')
    expect(done.replies.map((r) => r.text)).toEqual(['Bedankt!'])
    expect(done.conversation).toMatchObject({ finished: true, waitingStateId: null })
  })

  it('stops a routing loop instead of hanging', () => {
    const loop = option('Loop', 'REPEAT', { isDefault: true })
    const bot = new Bot([flow('start', 'START', [[state('s', { nl: 'x' }, [loop], { replyType: 'NONE' })]])])
    const result = step(bot, newConversation(), { kind: 'START' }, 'nl-NL')
    expect(result.conversation.finished).toBe(true)
    expect(result.replies.length).toBeLessThanOrEqual(25)
  })
})
