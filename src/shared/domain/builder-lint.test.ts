import { describe, expect, it } from 'vitest'
import type { BuilderLanguage, RoutingInstruction } from './builder'
import { lintFlow, type LintContext, type LintFlow } from './builder-lint'

type Opt = { id: string; to: RoutingInstruction | null; state?: string; flow?: string; isDefault?: boolean }
const option = ({ id, to, state, flow, isDefault = false }: Opt) => ({
  id,
  routingInstruction: to,
  nextState: state ?? null,
  nextStateMachine: flow ?? null,
  isDefault,
})
const both: BuilderLanguage[] = ['nl-NL', 'en-US']
const st = (
  id: string,
  position: number,
  options: Opt[] = [],
  extra: { languages?: BuilderLanguage[]; labels?: { optionId: string; text: string }[] } = {},
) => ({
  id,
  position,
  options: options.map(option),
  actions: [
    {
      id: `${id}-a`,
      variations: (extra.languages ?? both).map((languageTag) => ({ languageTag })),
      labels: (extra.labels ?? []).map((l) => ({
        optionId: l.optionId,
        enabled: true,
        text: { 'nl-NL': l.text, 'en-US': l.text },
      })),
    },
  ],
})
const flow = (...groups: ReturnType<typeof st>[][]): LintFlow => ({
  stateGroups: groups.map((states, position) => ({
    id: `g${position}`,
    position,
    initialState: null,
    states,
  })),
})
const ctx: LintContext = { languages: both, whatsapp: true }
const codes = (f: LintFlow, c: LintContext = ctx) => lintFlow(f, c).map((p) => `${p.code}:${p.stateId}`)

describe('the flow linter', () => {
  it('finds nothing wrong in a clean flow', () => {
    const clean = flow(
      [
        st('q1', 0, [
          { id: 'ja', to: 'DEFAULT_NEXT' },
          { id: 'nee', to: 'SMART_INBOX' },
        ]),
      ],
      [st('q2', 0)],
    )
    expect(lintFlow(clean, ctx)).toEqual([])
  })

  it('flags states no route reaches, but not those other flows route to', () => {
    const f = flow([st('q1', 0, [{ id: 'o', to: 'STOP' }]), st('orphan', 1, [{ id: 'o2', to: 'STOP' }])])
    expect(codes(f)).toEqual(['unreachable_state:orphan'])
    expect(codes(f, { ...ctx, inboundStateIds: new Set(['orphan']) })).toEqual([])
  })

  it('reaches a state through a STATE route', () => {
    const f = flow([
      st('q1', 0, [{ id: 'o', to: 'STATE', state: 'sub' }]),
      st('sub', 1, [{ id: 'o2', to: 'STOP' }]),
    ])
    expect(codes(f)).toEqual([])
  })

  it('flags options with no destination: none, a missing target, or a flow that does not exist', () => {
    const f = flow([
      st('q1', 0, [
        { id: 'none', to: null },
        { id: 'gone', to: 'STATE', state: 'deleted' },
        { id: 'noflow', to: 'FLOW' },
        { id: 'oldflow', to: 'FLOW', flow: 'flow-deleted' },
        { id: 'ok', to: 'FLOW', flow: 'flow-1' },
      ]),
    ])
    const problems = lintFlow(f, { ...ctx, knownFlowIds: new Set(['flow-1']) })
    expect(problems.filter((p) => p.code === 'option_without_destination').map((p) => p.optionId)).toEqual([
      'none',
      'gone',
      'noflow',
      'oldflow',
    ])
  })

  it('flags a state missing a variation in one of the chatbot’s languages', () => {
    const f = flow([st('q1', 0, [], { languages: ['nl-NL'] })])
    expect(lintFlow(f, ctx)).toEqual([
      { code: 'missing_variation', severity: 'error', stateId: 'q1', language: 'en-US' },
    ])
    expect(lintFlow(f, { ...ctx, languages: ['nl-NL'] })).toEqual([])
  })

  it('flags more than 3 quick replies (warning) and more than 10 list items (error) on WhatsApp only', () => {
    const options = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `o${i}`, to: 'STOP' as const }))
    const labels = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ optionId: `o${i}`, text: `Keuze ${i}` }))
    expect(codes(flow([st('q', 0, options(3), { labels: labels(3) })]))).toEqual([])
    expect(lintFlow(flow([st('q', 0, options(4), { labels: labels(4) })]), ctx)).toEqual([
      { code: 'too_many_quick_replies', severity: 'warning', stateId: 'q', count: 4 },
    ])
    expect(codes(flow([st('q', 0, options(10), { labels: labels(10) })]))).toEqual([
      'too_many_quick_replies:q',
    ])
    expect(codes(flow([st('q', 0, options(11), { labels: labels(11) })]))).toEqual(['too_many_list_items:q'])
    expect(
      codes(flow([st('q', 0, options(11), { labels: labels(11) })]), { ...ctx, whatsapp: false }),
    ).toEqual([])
  })

  it('does not count the default option as a button', () => {
    const opts = [0, 1, 2].map((i) => ({ id: `o${i}`, to: 'STOP' as const }))
    const f = flow([
      st('q', 0, [...opts, { id: 'd', to: 'REPEAT', isDefault: true }], {
        labels: [...opts.map((o) => ({ optionId: o.id, text: 'x' })), { optionId: 'd', text: 'x' }],
      }),
    ])
    expect(codes(f)).toEqual([])
  })

  it('flags button text over 20 characters', () => {
    const f = flow([
      st(
        'q',
        0,
        [
          { id: 'o', to: 'STOP' },
          { id: 'p', to: 'STOP' },
        ],
        {
          labels: [
            { optionId: 'o', text: '12345678901234567890' },
            { optionId: 'p', text: 'Ja, ik wil solliciteren' },
          ],
        },
      ),
    ])
    const long = lintFlow(f, ctx).filter((p) => p.code === 'button_text_too_long')
    expect(long.map((p) => [p.optionId, p.language, p.count])).toEqual([
      ['p', 'nl-NL', 23],
      ['p', 'en-US', 23],
    ])
  })

  it('flags a loop no answer leaves, but not a loop with a way out', () => {
    const closed = flow([
      st('a', 0, [{ id: 'x', to: 'STATE', state: 'b' }]),
      st('b', 1, [{ id: 'y', to: 'STATE', state: 'a' }]),
    ])
    expect(codes(closed).sort()).toEqual(['loop_without_exit:a', 'loop_without_exit:b'])
    const open = flow([
      st('a', 0, [{ id: 'x', to: 'STATE', state: 'b' }]),
      st('b', 1, [
        { id: 'y', to: 'STATE', state: 'a' },
        { id: 'z', to: 'SMART_INBOX' },
      ]),
    ])
    expect(codes(open)).toEqual([])
  })

  it('flags a question that only repeats itself, not one that repeats or goes on', () => {
    expect(codes(flow([st('a', 0, [{ id: 'r', to: 'REPEAT' }])]))).toEqual(['loop_without_exit:a'])
    expect(
      codes(
        flow([
          st('a', 0, [
            { id: 'r', to: 'REPEAT' },
            { id: 'n', to: 'DEFAULT_NEXT' },
          ]),
        ]),
      ),
    ).toEqual([])
  })

  it('handles a thousand-state chain without overflowing the stack', () => {
    const states = Array.from({ length: 1500 }, (_, i) =>
      st(`s${i}`, i, [{ id: `o${i}`, to: 'STATE', state: `s${(i + 1) % 1500}` }]),
    )
    const problems = lintFlow(flow(states), ctx)
    expect(problems).toHaveLength(1500)
    expect(problems.every((p) => p.code === 'loop_without_exit')).toBe(true)
  })
})
