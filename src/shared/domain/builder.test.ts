import { describe, expect, it } from 'vitest'
import {
  builderDebounceMs,
  builderLimits,
  flowKindNames,
  flowKinds,
  isRoutingInstruction,
  messageTypes,
  newOptionDefaults,
  routingInstructions,
  treeLayoutSpacing,
} from './builder'
import { builderErrors } from './errors/builder'
import { errorCatalogue } from './errors'

describe('builder constants (spec 000 §9, 001 §9)', () => {
  it('debounces options, state and option order, state group and flow order 2,000 ms', () => {
    expect(builderDebounceMs).toEqual({
      options: 2000,
      stateOrder: 2000,
      optionOrder: 2000,
      stateGroupOrder: 2000,
      flowOrder: 2000,
    })
  })

  it('limits flows to 9999, state groups to 1000, question copies to 10, and keeps 5 states of history', () => {
    expect(builderLimits).toEqual({
      flowList: 9999,
      stateGroupList: 1000,
      stateHistory: 5,
      questionCopies: 10,
    })
  })

  it('lays the tree out 520 and 550 apart', () => {
    expect(treeLayoutSpacing).toEqual({ x: 520, y: 550 })
  })

  it('names the nine flow kinds as the spec does', () => {
    expect(flowKinds.map((k) => flowKindNames[k])).toEqual([
      'Start',
      'Restart',
      'Welcome Back',
      'End',
      'Escape',
      'Fallbacks',
      'Broadcast Job Alert',
      'Out of Office',
      'Default',
    ])
  })

  it('has the six message types and every destination an answer can route to', () => {
    expect(messageTypes).toEqual(['TEXT', 'VIDEO', 'IMAGE', 'DOCUMENT', 'LINK', 'GEOLOCATION'])
    expect(routingInstructions).toHaveLength(9)
    expect(isRoutingInstruction('SMART_INBOX')).toBe(true)
    expect(isRoutingInstruction('ELSEWHERE')).toBe(false)
  })

  it("defaults a new option to 'new option' with label 'new button'", () => {
    expect(newOptionDefaults).toEqual({ name: 'new option', label: 'new button' })
  })
})

describe('builder messages (spec 001 §8)', () => {
  it('carries every builder thrown message word for word, in the error catalogue', () => {
    const spec = [
      'Could not update action ordering',
      'Could not update Option',
      "Can't add standard action",
      'Could not delete actions',
      'Could not update next state',
      'Could not update next state machine',
      "Can't add variation",
      'Could not delete variation',
      'Can not create scalar name',
      'Can not delete scalar name',
      'Could not create an option',
      'Could not delete option',
      'Option label not updated',
      'Action not updated',
      "Couldn't update option order",
      'Could not create option label',
      'Could not delete option label',
      'Could not add flow',
      'Could not delete flow',
      'Link message not updated',
      'Text message not updated',
      'Video message not updated',
      'Image message not updated',
      'Geo location message not updated',
    ]
    const english = Object.values(builderErrors).map((e) => e.en)
    for (const message of spec) expect(english).toContain(message)
    for (const [code, entry] of Object.entries(builderErrors)) {
      expect(errorCatalogue[code as keyof typeof errorCatalogue]).toEqual(entry)
      expect(entry.nl).not.toBe(entry.en)
    }
  })
})
