import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import type { FlowTree } from './api/tree'
import { defaultNextByQuestion, messagePreview, routeText } from './preview'

const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction<'builder'>

const state = (id: string, name: string, position = 0) => ({
  id,
  stateGroupId: 'g',
  name,
  position,
  treeViewPositionX: null,
  treeViewPositionY: null,
  options: [],
  actions: [],
})
const group = (
  id: string,
  name: string,
  position: number,
  states: ReturnType<typeof state>[],
  initial?: string,
) => ({
  id,
  name,
  position,
  initialState: initial ?? null,
  states,
})

describe('the first message of a state', () => {
  const actions = [
    { position: 1, variations: [{ languageTag: 'nl-NL', type: 'TEXT', text: 'Tweede' }] },
    {
      position: 0,
      variations: [
        { languageTag: 'nl-NL', type: 'TEXT', text: 'Welkom!' },
        { languageTag: 'en-US', type: 'TEXT', text: 'Welcome!' },
      ],
    },
  ]
  it('is the lowest positioned message, in the interface language', () => {
    expect(messagePreview({ actions }, 'nl-NL', t)).toBe('Welkom!')
    expect(messagePreview({ actions }, 'en-US', t)).toBe('Welcome!')
  })
  it('falls back to another language, names a message without text by its kind, and is null without one', () => {
    expect(messagePreview({ actions: [actions[0]!] }, 'en-US', t)).toBe('Tweede')
    const image = [{ position: 0, variations: [{ languageTag: 'nl-NL', type: 'IMAGE', text: null }] }]
    expect(messagePreview({ actions: image }, 'nl-NL', t)).toBe(
      'preview.messageOfType{"type":"state.types.IMAGE"}',
    )
    expect(messagePreview({ actions: [] }, 'nl-NL', t)).toBeNull()
  })
})

describe('where the default next question leads', () => {
  const flow: Pick<FlowTree, 'stateGroups'> = {
    stateGroups: [
      group('g3', 'Afsluiting', 3, [state('e', 'Bedankt')]),
      group('g1', 'Rijbewijs', 1, [state('a', 'Welk'), state('b', 'Geen', 1)]),
      group('g2', 'Leeg', 2, []),
      group('g0', 'Ervaring', 0, [state('c', 'Jaren'), state('d', 'Hoeveel', 1)], 'd'),
    ],
  }
  const next = defaultNextByQuestion(flow)
  it('is the next question’s initial state (else its first), skipping questions without states', () => {
    expect(next.get('g0')).toEqual({ stateId: 'a', stateName: 'Welk', questionName: 'Rijbewijs' })
    expect(next.get('g1')).toEqual({ stateId: 'e', stateName: 'Bedankt', questionName: 'Afsluiting' })
  })
  it('is the end of the flow after the last question', () => {
    expect(next.get('g3')).toBeNull()
  })
  it('is said on the answer', () => {
    const names = {
      states: new Map([['a', 'Welk']]),
      flows: new Map([['f2', 'FAQ']]),
      defaultNext: next.get('g0')!,
    }
    const route = (
      routingInstruction: string | null,
      nextState: string | null = null,
      nextStateMachine: string | null = null,
    ) => routeText({ routingInstruction, nextState, nextStateMachine }, t, names)
    expect(route('DEFAULT_NEXT')).toBe('preview.defaultNext{"question":"Rijbewijs","state":"Welk"}')
    expect(
      routeText({ routingInstruction: 'DEFAULT_NEXT', nextState: null, nextStateMachine: null }, t, {
        ...names,
        defaultNext: null,
      }),
    ).toBe('preview.defaultEnd')
    expect(route('STATE', 'a')).toBe('Welk')
    expect(route('FLOW', null, 'f2')).toBe('preview.toFlow{"name":"FAQ"}')
    expect(route('SMART_INBOX')).toBe('routes.SMART_INBOX')
    expect(route(null)).toBe('routes.none')
    expect(route('STATE')).toBe('routes.none')
  })
})
