import { describe, expect, it } from 'vitest'
import type { ManagedPolicy } from '@shared/domain/managed-policy'
import { createMemoryStore } from '../prefs/key-value-store'
import { createServerChoiceStore, normaliseServerAddress } from './server-choice'

describe('server address', () => {
  it.each([
    ['https://portal.example.nl/', 'https://portal.example.nl'],
    ['  https://portal.example.nl/api//  ', 'https://portal.example.nl/api'],
    ['http://127.0.0.1:4100', 'http://127.0.0.1:4100'],
    ['http://localhost:4100/', 'http://localhost:4100'],
  ])('accepts %j as %j', (input, expected) => expect(normaliseServerAddress(input)).toBe(expected))

  it.each([
    'http://portal.example.nl',
    'ftp://portal.example.nl',
    'https://u:p@portal.example.nl',
    'https://portal.example.nl/?x=1',
    'portal.example.nl',
    '',
  ])('refuses %j', (input) =>
    expect(() => normaliseServerAddress(input)).toThrow(
      expect.objectContaining({ code: 'invalid_server_address' }),
    ),
  )
})

describe('server choice under a managed policy', () => {
  const enforced: ManagedPolicy = {
    serverAddress: { value: 'https://portal.acme.nl', mode: 'enforced' },
    allowDemoWorkspace: { value: false, mode: 'enforced' },
  }

  it('without a policy: nothing chosen at first start, the user chooses and it is remembered', () => {
    const store = createMemoryStore()
    expect(createServerChoiceStore(store, null).settings()).toEqual({
      choice: null,
      serverLocked: false,
      demoAllowed: true,
    })
    createServerChoiceStore(store, null).choose({ kind: 'demo' })
    expect(createServerChoiceStore(store, null).settings().choice).toEqual({ kind: 'demo' })
  })

  it('an enforced server fixes the choice, hides the field and refuses another', () => {
    const servers = createServerChoiceStore(
      createMemoryStore({ 'server-choice': { kind: 'demo' } }),
      enforced,
    )
    expect(servers.settings()).toEqual({
      choice: { kind: 'remote', address: 'https://portal.acme.nl' },
      serverLocked: true,
      demoAllowed: false,
    })
    expect(() => servers.choose({ kind: 'remote', address: 'https://elsewhere.example' })).toThrow(
      expect.objectContaining({ code: 'functionality_unavailable' }),
    )
  })

  it('a default server is only the first proposal; the demo can be switched off on its own', () => {
    const policy: ManagedPolicy = {
      serverAddress: { value: 'https://portal.acme.nl', mode: 'default' },
      allowDemoWorkspace: { value: false, mode: 'enforced' },
    }
    const servers = createServerChoiceStore(createMemoryStore(), policy)
    expect(servers.settings()).toEqual({
      choice: { kind: 'remote', address: 'https://portal.acme.nl' },
      serverLocked: false,
      demoAllowed: false,
    })
    expect(() => servers.choose({ kind: 'demo' })).toThrow(
      expect.objectContaining({ code: 'functionality_unavailable' }),
    )
    expect(servers.choose({ kind: 'remote', address: 'https://other.acme.nl' })).toEqual({
      kind: 'remote',
      address: 'https://other.acme.nl',
    })
  })

  it('a remembered demo choice is dropped once the policy switches the demo off', () => {
    const servers = createServerChoiceStore(createMemoryStore({ 'server-choice': { kind: 'demo' } }), {
      allowDemoWorkspace: { value: false, mode: 'enforced' },
    })
    expect(servers.settings().choice).toBeNull()
  })
})
