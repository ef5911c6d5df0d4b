import { describe, expect, it } from 'vitest'
import type { RoutingInstruction } from '@shared/domain/builder'
import {
  Bot,
  bookingOf,
  newConversation,
  pickedSlot,
  step,
  type SlotCandidate,
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

describe('a state that books an appointment', () => {
  const hour = 3_600_000
  const monday9 = Date.parse('2026-03-02T08:00:00Z') // 09:00 in Amsterdam
  const slotAt = (start: number, calendarUserId = 'cal-a'): SlotCandidate => ({
    calendarUserId,
    start,
    end: start + hour / 2,
    timeZone: 'Europe/Amsterdam',
  })
  const offer = [slotAt(monday9), slotAt(monday9 + hour, 'cal-b')]

  function bookingBot() {
    const go = option('Plan', 'STATE', { nextState: 'pick' })
    const start = state('welcome', { nl: 'Hallo' }, [go])
    const booked = option('Geboekt', 'STATE', { isDefault: true, nextState: 'done' })
    const none = option('Geen', 'SMART_INBOX')
    const pick = state('pick', { nl: 'Kies een moment.', en: 'Pick a time.' }, [booked, none], {
      scalarName: 'afspraak',
      booking: { eventConfigurationId: 'evc-intro' },
    })
    const done = state(
      'done',
      { nl: 'Tot dan!', en: 'See you!' },
      [option('Einde', 'STOP', { isDefault: true })],
      {
        replyType: 'NONE',
      },
    )
    const fallback = state('fallback', { nl: 'Dat begreep ik niet.' }, [option('Terug', 'PREVIOUS_QUESTION')])
    const bot = new Bot([
      flow('start', 'START', [[start], [pick, done]]),
      flow('fallbacks', 'FALLBACKS', [[fallback]]),
    ])
    return { bot, go, none }
  }

  /** Started and at the booking question, with `slots` offered. */
  function atPick(slots: readonly SlotCandidate[] = offer, languageTag = 'nl-NL') {
    const { bot, go, none } = bookingBot()
    const started = step(bot, newConversation(), { kind: 'START' }, languageTag)
    const asked: string[] = []
    const result = step(bot, started.conversation, { kind: 'BUTTON', optionId: go.id }, languageTag, (id) => {
      asked.push(id)
      return slots
    })
    return { bot, none, result, asked }
  }

  it('reads the event configuration from the replyProcessorKey', () => {
    expect(bookingOf('appointment:evc-intro')).toEqual({ eventConfigurationId: 'evc-intro' })
    expect(bookingOf('appointment:')).toBeNull()
    expect(bookingOf('something-else')).toBeNull()
    expect(bookingOf(null)).toBeNull()
  })

  it("offers the caller's slots for its event configuration as the first buttons, before its own", () => {
    const { result, asked } = atPick(offer, 'en-US')
    expect(asked).toEqual(['evc-intro'])
    const buttons = result.replies.at(-1)!.buttons
    expect(buttons.map((b) => b.optionId)).toEqual([
      `slot:cal-a:${monday9}`,
      `slot:cal-b:${monday9 + hour}`,
      expect.stringMatching(/^op-Geen/),
    ])
    expect(buttons[0]!.label).toMatch(/09:00/)
    expect(buttons[1]!.label).toMatch(/10:00/)
    expect(result.conversation.offer?.slots).toHaveLength(2)
  })

  it('names whom the candidate meets after the time, when the caller says', () => {
    const { result } = atPick([{ ...offer[0]!, host: 'Marieke' }], 'nl-NL')
    expect(result.replies.at(-1)!.buttons[0]!.label).toMatch(/09:00 · Marieke$/)
  })

  it('says no time is free when nothing is offered, and still shows its own buttons', () => {
    const { result } = atPick([])
    expect(result.replies.map((r) => r.text)).toContain(
      'Er is op dit moment geen tijd vrij om in te plannen.',
    )
    expect(result.replies.at(-1)!.buttons.map((b) => b.label)).toEqual(['Geen'])
  })

  it('picks a slot by button, by number or by its label, and nothing else', () => {
    const { result } = atPick()
    const conv = result.conversation
    const [first, second] = conv.offer!.slots
    expect(pickedSlot(conv, { kind: 'BUTTON', optionId: second!.id })).toEqual(second)
    expect(pickedSlot(conv, { kind: 'TEXT', text: '1', intentName: null })).toEqual(first)
    expect(
      pickedSlot(conv, { kind: 'TEXT', text: ` ${second!.label.toUpperCase()} `, intentName: null }),
    ).toEqual(second)
    expect(pickedSlot(conv, { kind: 'TEXT', text: '3', intentName: null })).toBeNull()
    expect(pickedSlot(conv, { kind: 'TEXT', text: 'morgen', intentName: null })).toBeNull()
    // Once the bot waits elsewhere the old offer picks nothing.
    expect(
      pickedSlot({ ...conv, waitingStateId: 'done' }, { kind: 'BUTTON', optionId: first!.id }),
    ).toBeNull()
  })

  it('after a booking stores the slot, confirms it and follows the default option', () => {
    const { bot, result } = atPick()
    const slot = result.conversation.offer!.slots[0]!
    const booked = step(bot, result.conversation, { kind: 'BOOKED', slotId: slot.id }, 'nl-NL')
    expect(booked.trace).toMatchObject({ matchedBy: 'BOOKED', storedAs: 'afspraak', optionName: 'Geboekt' })
    expect(booked.conversation.answers.afspraak).toBe(slot.label)
    expect(booked.replies.map((r) => r.text)).toEqual([
      `Je afspraak staat ingepland: ${slot.label}.`,
      'Tot dan!',
    ])
    expect(booked.conversation.finished).toBe(true)
    expect(booked.conversation.offer ?? null).toBeNull()
  })

  it('when the slot was taken, says so and offers what is left', () => {
    const { bot, result } = atPick()
    const taken = result.conversation.offer!.slots[0]!
    const again = step(bot, result.conversation, { kind: 'SLOT_TAKEN', slotId: taken.id }, 'en-US', () => [
      offer[1]!,
    ])
    expect(again.trace.matchedBy).toBe('SLOT_TAKEN')
    expect(again.replies[0]!.text).toBe('That time was just booked by someone else. Please choose another.')
    expect(again.conversation.waitingStateId).toBe('pick')
    expect(again.conversation.offer!.slots.map((one) => one.id)).toEqual([`slot:cal-b:${monday9 + hour}`])
    expect(again.conversation.answers).toEqual({})
  })

  it('never follows the default option on free text: only a booking does', () => {
    const { bot, result } = atPick()
    const typed = step(bot, result.conversation, { kind: 'TEXT', text: 'dinsdag', intentName: null }, 'nl-NL')
    expect(typed.trace.matchedBy).toBe('FALLBACK')
    expect(typed.conversation.answers).toEqual({})
  })

  it("counts a number past the slots among the state's own buttons", () => {
    const { bot, result } = atPick()
    const third = step(bot, result.conversation, { kind: 'TEXT', text: '3', intentName: null }, 'nl-NL')
    expect(third.trace).toMatchObject({ matchedBy: 'TEXT', optionName: 'Geen' })
    expect(third.conversation.handedOver).toBe(true)
  })

  it('refuses a booking answer for a slot it did not offer', () => {
    const { bot, result } = atPick()
    const other = step(bot, result.conversation, { kind: 'BOOKED', slotId: 'slot:cal-x:1' }, 'nl-NL')
    expect(other.trace.matchedBy).toBe('ENDED')
    expect(other.conversation).toBe(result.conversation)
  })
})
