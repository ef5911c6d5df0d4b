import { describe, expect, it } from 'vitest'
import { createKeychainVault, keychainAccount, withMemoryFallback, type SecretStore } from './token-vault'

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

describe('a keychain that stops answering after the start', () => {
  const owner = { origin: 'http://127.0.0.1:4100', username: 'manager@demo.nl' }
  const tokens = { access: 'a1', refresh: 'r1', accessExpiresAt: 1_000 }

  it('keeps the session in memory instead of failing the sign-in, says so, and leaves no half entry', async () => {
    const { entries, store } = memoryKeychain()
    // The access entry is written, then the Secret Service times out on the refresh entry.
    const failing: SecretStore = {
      ...store,
      set: async (account, secret) => {
        if (account.endsWith('|refresh')) throw new Error('Timeout was reached')
        await store.set(account, secret)
      },
    }
    const logged: string[] = []
    const vault = withMemoryFallback(createKeychainVault(failing), (message) => logged.push(message))
    expect(vault.storage).toBe('os')

    await vault.save(owner, tokens)

    expect(vault.storage).toBe('memory')
    expect(await vault.load(owner)).toEqual(tokens)
    expect([...entries.keys()]).toEqual([])
    expect(logged.join()).toMatch(/Timeout was reached/)
    // A refresh later goes to memory too, without asking the keychain again.
    await vault.save(owner, { ...tokens, access: 'a2' })
    expect((await vault.load(owner))?.access).toBe('a2')
    expect([...entries.keys()]).toEqual([])
    await vault.clear(owner)
    expect(await vault.load(owner)).toBeNull()
  })

  it('signs out even when the keychain still fails to delete after the fallback', async () => {
    const { store } = memoryKeychain()
    const broken: SecretStore = {
      get: store.get,
      set: async () => Promise.reject(new Error('No such interface')),
      delete: async () => Promise.reject(new Error('No such interface')),
    }
    const vault = withMemoryFallback(createKeychainVault(broken), () => undefined)
    await vault.save(owner, tokens)
    await expect(vault.clear(owner)).resolves.toBeUndefined()
    expect(await vault.load(owner)).toBeNull()
  })

  it('stays with the keychain while it works, and a sign-out that fails there is reported', async () => {
    const { entries, store } = memoryKeychain()
    const vault = withMemoryFallback(createKeychainVault(store), () => undefined)
    await vault.save(owner, tokens)
    expect(vault.storage).toBe('os')
    expect(entries.size).toBe(2)
    const deleteFails = withMemoryFallback(
      createKeychainVault({ ...store, delete: async () => Promise.reject(new Error('locked')) }),
      () => undefined,
    )
    await expect(deleteFails.clear(owner)).rejects.toThrow('locked')
  })
})
