import { describe, expect, it } from 'vitest'
import type { OptionLabel } from './builder'
import {
  chatbotLanguages,
  effectiveIsRequired,
  emptyHistory,
  moveItem,
  moveLabel,
  newLabelText,
  newOption,
  optionMustBeRequired,
  planDivergentSwitch,
  record,
  replyProcessingEnabled,
  routeOf,
  routingFor,
  splitDefaultOption,
  treePositions,
  undo,
  messageFieldMessages,
  validateMessage,
  withNextState,
  withNextStateMachine,
  type History,
} from './builder-rules'

describe('option routing (spec 000 §4)', () => {
  it('setting a state clears the flow', () => {
    const before = { routingInstruction: 'FLOW' as const, nextState: null, nextStateMachine: 'flow-1' }
    expect({ ...before, ...withNextState('state-9') }).toEqual({
      routingInstruction: 'STATE',
      nextState: 'state-9',
      nextStateMachine: null,
    })
  })

  it('setting a flow clears the state', () => {
    const before = { routingInstruction: 'STATE' as const, nextState: 'state-9', nextStateMachine: null }
    expect({ ...before, ...withNextStateMachine('flow-2') }).toEqual({
      routingInstruction: 'FLOW',
      nextState: null,
      nextStateMachine: 'flow-2',
    })
  })

  it.each([
    ['STOP', 'stop conversation, keeping the context'],
    ['DEFAULT_NEXT', 'default next question or fallback flow'],
    ['SMART_INBOX', 'Smart Inbox handover'],
    ['REPEAT', 'repeat the current question'],
    ['PREVIOUS_QUESTION', 'previous question'],
    ['PREVIOUS_FLOW_START', 'start of the previous flow'],
    ['FAQ_ANSWER', 'FAQ answer'],
  ] as const)('routes to %s (%s) and clears both targets', (kind, _destination) => {
    const fields = routingFor({ kind })
    expect(fields).toEqual({ routingInstruction: kind, nextState: null, nextStateMachine: null })
    expect(routeOf(fields)).toEqual({ kind })
  })

  it('reads a state or flow route back, and none when the target is missing', () => {
    expect(routeOf(withNextState('s'))).toEqual({ kind: 'STATE', stateId: 's' })
    expect(routeOf(withNextStateMachine('f'))).toEqual({ kind: 'FLOW', flowId: 'f' })
    expect(routeOf({ routingInstruction: 'STATE', nextState: null, nextStateMachine: null })).toBeNull()
    expect(routeOf({ routingInstruction: 'FLOW', nextState: 'x', nextStateMachine: null })).toBeNull()
    expect(routeOf({ routingInstruction: null, nextState: null, nextStateMachine: null })).toBeNull()
  })
})

const label = (id: string, optionId: string, position: number) =>
  ({
    id,
    optionId,
    actionId: 'a',
    position,
    enabled: true,
    messageClass: null,
    text: {},
  }) satisfies OptionLabel

describe('the default option is loaded apart (spec 000 §4)', () => {
  it('removes it from the options list and from its action’s labels', () => {
    const state = {
      options: [
        { id: 'o1', isDefault: false },
        { id: 'dflt', isDefault: true },
        { id: 'o2', isDefault: false },
      ],
      actions: [{ id: 'a', labels: [label('l1', 'o1', 0), label('ld', 'dflt', 1), label('l2', 'o2', 2)] }],
    }
    const split = splitDefaultOption(state)
    expect(split.defaultOption?.id).toBe('dflt')
    expect(split.options.map((o) => o.id)).toEqual(['o1', 'o2'])
    expect(split.actions[0]?.labels.map((l) => l.id)).toEqual(['l1', 'l2'])
  })

  it('leaves a state without a default option as it is', () => {
    const split = splitDefaultOption({ options: [{ id: 'o1', isDefault: false }], actions: [] })
    expect(split.defaultOption).toBeNull()
    expect(split.options).toHaveLength(1)
  })
})

describe('reply processing (spec 000 §4)', () => {
  it('is on unless replyType is NONE', () => {
    expect(replyProcessingEnabled('EXISTING')).toBe(true)
    expect(replyProcessingEnabled('NONE')).toBe(false)
  })
})

describe('switching the divergent option (spec 000 §4)', () => {
  const template = {
    id: 'tpl-2',
    name: 'Anders',
    routingInstruction: 'FAQ_ANSWER' as const,
    customData: { k: 'v' },
  }

  it('deletes the old option and copies the template', () => {
    const plan = planDivergentSwitch(
      { selectedDivergentOption: 'old', options: [{ id: 'old' }, { id: 'o1' }] },
      template,
      'tpl-1',
    )
    expect(plan).toEqual({
      deleteOptionId: 'old',
      copy: { name: 'Anders', routingInstruction: 'FAQ_ANSWER', customData: { k: 'v' } },
      templateId: 'tpl-2',
    })
    // A copy, not the template's own object.
    expect(plan?.copy.customData).not.toBe(template.customData)
  })

  it('only copies when there was none, and does nothing when the same template is chosen again', () => {
    expect(
      planDivergentSwitch({ selectedDivergentOption: null, options: [] }, template, null)?.deleteOptionId,
    ).toBeNull()
    expect(
      planDivergentSwitch({ selectedDivergentOption: 'old', options: [{ id: 'old' }] }, template, 'tpl-2'),
    ).toBeNull()
  })
})

describe('option labels move up and down (spec 000 §4)', () => {
  const labels = [label('a', 'o1', 0), label('b', 'o2', 1), label('c', 'o3', 2)]

  it('moves a label up or down and renumbers the positions', () => {
    expect(moveLabel(labels, 'c', 'up')?.map((l) => [l.id, l.position])).toEqual([
      ['a', 0],
      ['c', 1],
      ['b', 2],
    ])
    expect(moveLabel(labels, 'a', 'down')?.map((l) => l.id)).toEqual(['b', 'a', 'c'])
  })

  it('does nothing at the ends (nothing to save)', () => {
    expect(moveLabel(labels, 'a', 'up')).toBeNull()
    expect(moveLabel(labels, 'c', 'down')).toBeNull()
    expect(moveLabel(labels, 'zz', 'up')).toBeNull()
  })

  it('moves a dragged group to its new place', () => {
    const groups = [0, 1, 2, 3].map((position) => ({ id: `g${position}`, position }))
    expect(moveItem(groups, 3, 0).map((g) => g.id)).toEqual(['g3', 'g0', 'g1', 'g2'])
    expect(moveItem(groups, 3, 0).map((g) => g.position)).toEqual([0, 1, 2, 3])
    expect(moveItem(groups, 9, 0).map((g) => g.id)).toEqual(['g0', 'g1', 'g2', 'g3'])
  })
})

describe('new options (spec 000 §3)', () => {
  it("are called 'new option', labelled 'new button' in each language", () => {
    expect(newOption(3)).toMatchObject({ name: 'new option', position: 3, isDefault: false })
    expect(newLabelText(['nl-NL', 'en-US'])).toEqual({ 'nl-NL': 'new button', 'en-US': 'new button' })
  })
})

describe('an option linked to a validator or action is required (spec 000 §5)', () => {
  it('requires an option with a processor or of a state with a validator', () => {
    expect(optionMustBeRequired({ processors: ['p1'] }, { validator: null })).toBe(true)
    expect(optionMustBeRequired({ processors: [] }, { validator: 'email' })).toBe(true)
    expect(optionMustBeRequired({ processors: [] }, { validator: null })).toBe(false)
  })

  it('never stores such an option as not required', () => {
    expect(effectiveIsRequired(false, { processors: ['p1'] }, { validator: null })).toBe(true)
    expect(effectiveIsRequired(false, { processors: [] }, { validator: null })).toBe(false)
    expect(effectiveIsRequired(true, { processors: [] }, { validator: null })).toBe(true)
  })
})

describe('state history keeps 5 (spec 000 §9)', () => {
  it('undoes the last five changes, newest first, and no more', () => {
    let history: History<string> = emptyHistory()
    let current = 'v0'
    for (let i = 1; i <= 7; i++) {
      history = record(history, current)
      current = `v${i}`
    }
    expect(history.past).toHaveLength(5)
    const restored: string[] = []
    for (let step = undo(history); step; step = undo(history)) {
      restored.push(step.restore)
      history = step.history
    }
    expect(restored).toEqual(['v6', 'v5', 'v4', 'v3', 'v2'])
    expect(undo(history)).toBeNull()
  })
})

describe('tree layout (spec §9 "node spacing 520 and 550")', () => {
  it('places states without a saved position by question (520) and row (550), and keeps saved ones', () => {
    const positions = treePositions([
      {
        id: 'g2',
        position: 1,
        states: [{ id: 's3', position: 0, treeViewPositionX: null, treeViewPositionY: null }],
      },
      {
        id: 'g1',
        position: 0,
        states: [
          { id: 's1', position: 0, treeViewPositionX: null, treeViewPositionY: null },
          { id: 's2', position: 1, treeViewPositionX: null, treeViewPositionY: null },
          { id: 's9', position: 2, treeViewPositionX: 7, treeViewPositionY: 8 },
        ],
      },
    ])
    expect(positions.get('s1')).toEqual({ x: 0, y: 0 })
    expect(positions.get('s2')).toEqual({ x: 0, y: 550 })
    expect(positions.get('s3')).toEqual({ x: 520, y: 0 })
    expect(positions.get('s9')).toEqual({ x: 7, y: 8 })
  })
})

describe('messages of the six types', () => {
  it('accepts a valid message of each type', () => {
    expect(validateMessage({ type: 'TEXT', text: 'Hoi!' })).toEqual([])
    expect(validateMessage({ type: 'VIDEO', url: 'https://cdn.example.nl/v.mp4', caption: '' })).toEqual([])
    expect(validateMessage({ type: 'IMAGE', url: 'https://cdn.example.nl/i.jpg', caption: 'Foto' })).toEqual(
      [],
    )
    expect(
      validateMessage({ type: 'DOCUMENT', url: 'https://cdn.example.nl/d.pdf', fileName: 'd.pdf' }),
    ).toEqual([])
    expect(
      validateMessage({
        type: 'LINK',
        placeholder: 'Bekijk',
        link: 'https://x.nl/vacatures/{id}',
        isDocument: false,
      }),
    ).toEqual([])
    expect(validateMessage({ type: 'GEOLOCATION', lat: 51.57, lng: 5.07 })).toEqual([])
  })

  it('refuses empty text, bad addresses, an empty placeholder and coordinates off the globe', () => {
    expect(validateMessage({ type: 'TEXT', text: '  ' }).map((e) => e.field)).toEqual(['text'])
    expect(
      validateMessage({ type: 'IMAGE', url: 'javascript:alert(1)', caption: '' }).map((e) => e.field),
    ).toEqual(['url'])
    expect(
      validateMessage({ type: 'LINK', placeholder: '', link: 'niet een url', isDocument: true }).map(
        (e) => e.field,
      ),
    ).toEqual(['placeholder', 'link'])
    // https only, as the message says: the widget shows media on https pages, where http is blocked.
    for (const message of [
      { type: 'IMAGE', url: 'http://cdn.example.nl/i.jpg', caption: '' },
      { type: 'VIDEO', url: 'http://cdn.example.nl/v.mp4', caption: '' },
      { type: 'DOCUMENT', url: 'http://cdn.example.nl/d.pdf', fileName: 'd.pdf' },
      { type: 'LINK', placeholder: 'Bekijk', link: 'http://x.nl/vacatures/{id}', isDocument: false },
    ] as const)
      expect(validateMessage(message), message.type).toEqual([
        { field: message.type === 'LINK' ? 'link' : 'url', messages: [messageFieldMessages.url] },
      ])
    expect(validateMessage({ type: 'GEOLOCATION', lat: 91, lng: -181 }).map((e) => e.field)).toEqual([
      'lat',
      'lng',
    ])
  })

  it('puts the chatbot’s default language first', () => {
    expect(chatbotLanguages('nl')).toEqual(['nl-NL', 'en-US'])
    expect(chatbotLanguages('en')).toEqual(['en-US', 'nl-NL'])
  })
})
