import { describe, expect, it } from 'vitest'
import { createKeychainVault, keychainAccount, type SecretStore } from './token-vault'

function memoryKeychain() {
  const entries = new Map<string, string>()
  const store: SecretStore = {
    get: async (account) => entries.get(account) ?? null,
    set: async (account, secret) => void entries.set(account, secret),
    delete: async (account) => void entries.delete(account),
  }
  return { entries, store }
}

describe('the keychain vault', () => {
  it("clears every secret of the user it signs out, the management secret too, and nobody else's", async () => {
    const { entries, store } = memoryKeychain()
    const vault = createKeychainVault(store)
    const owner = { origin: 'https://portal.example.nl', username: 'superuser@demo.nl' }
    const other = { origin: 'https://portal.example.nl', username: 'admin@demo.nl' }
    await vault.save(owner, { access: 'a', refresh: 'r', accessExpiresAt: 1 })
    await store.set(keychainAccount(owner, 'management-secret'), 'geheim')
    await store.set(keychainAccount(other, 'management-secret'), 'ander')
    await vault.clear(owner)
    expect([...entries.keys()]).toEqual([keychainAccount(other, 'management-secret')])
  })
})
