import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../test-utils'
import type { OptionDetail } from '../api/state'
import type { RouteNames } from '../preview'
import { OptionRow } from './state-drawer'

const option = (patch: Partial<OptionDetail>): OptionDetail => ({
  id: 'op-1',
  name: 'Ja',
  isDefault: false,
  isRequired: false,
  routingInstruction: 'DEFAULT_NEXT',
  nextState: null,
  nextStateMachine: null,
  position: 0,
  processors: [],
  ...patch,
})
const names: RouteNames = {
  states: new Map([['st-2', 'Rijbewijs C']]),
  flows: new Map([['fl-2', 'Vacature Chauffeur']]),
  defaultNext: { stateId: 'st-3', stateName: 'Postcode', questionName: 'Woonplaats' },
}
const routeOf = (patch: Partial<OptionDetail>, language: 'nl-NL' | 'en-US' = 'nl-NL') => {
  const view = renderWithProviders(
    <OptionRow option={option(patch)} names={names} onOpen={() => {}} />,
    language,
  )
  const text = screen.getByTestId('option-route').textContent
  view.unmount()
  return text
}

/** The state drawer's answers say where each goes by the destination's name, not only its kind. */
describe("an answer's row in the state drawer", () => {
  it('names the state, the flow, or where the next question begins', () => {
    expect(routeOf({ routingInstruction: 'STATE', nextState: 'st-2' })).toBe('→ Rijbewijs C')
    expect(routeOf({ routingInstruction: 'FLOW', nextStateMachine: 'fl-2' })).toBe(
      '→ Flow Vacature Chauffeur',
    )
    expect(routeOf({ routingInstruction: 'DEFAULT_NEXT' })).toBe('→ Volgende vraag: Woonplaats › Postcode')
    expect(routeOf({ routingInstruction: 'DEFAULT_NEXT' }, 'en-US')).toBe(
      '→ Next question: Woonplaats › Postcode',
    )
  })

  it('names the other routes by what they do', () => {
    expect(routeOf({ routingInstruction: 'SMART_INBOX' })).toBe('→ Overdracht aan de Smart Inbox')
    expect(routeOf({ routingInstruction: null })).toBe('→ Geen bestemming')
  })
})
