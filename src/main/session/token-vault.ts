/**
 * Where the session's tokens live (ARCHITECTURE §5, QUALITY SEC-5): the OS keychain, one entry per token,
 * service "Chatbot Portal", account "<server origin>|<username>|<token kind>". Nothing else on disk ever
 * holds a token.
 */
export const keychainService = 'Chatbot Portal'
export const tokenKinds = ['access', 'refresh'] as const
export type TokenKind = (typeof tokenKinds)[number]

export interface SessionTokens {
  readonly access: string
  readonly refresh: string
  /** Epoch ms at which the access token stops working. */
  readonly accessExpiresAt: number
}

/** The keychain as main uses it: a small port so tests can use a fake and Linux a real Secret Service. */
export interface SecretStore {
  get(account: string): Promise<string | null>
  set(account: string, secret: string): Promise<void>
  delete(account: string): Promise<void>
}

export interface TokenVault {
  readonly storage: 'os' | 'memory'
  load(owner: TokenOwner): Promise<SessionTokens | null>
  save(owner: TokenOwner, tokens: SessionTokens): Promise<void>
  clear(owner: TokenOwner): Promise<void>
}

export interface TokenOwner {
  /** The portal server's origin, e.g. https://portal.example.nl or http://127.0.0.1:4100 (demo). */
  readonly origin: string
  readonly username: string
}

/**
 * The other secrets main keeps per user beside the tokens, under the same `<origin>|<username>|<kind>`
 * accounts: Deployments' management secret. Signing out clears them with the tokens, so nothing of the user
 * stays in the keychain (QUALITY SEC-11); the user types the secret again after the next sign-in.
 */
export const userSecretKinds = ['management-secret'] as const
export type UserSecretKind = (typeof userSecretKinds)[number]

export function keychainAccount(owner: TokenOwner, kind: TokenKind | UserSecretKind): string {
  return `${owner.origin}|${owner.username}|${kind}`
}

/**
 * The access token entry stores "<expiry ms>.<token>" so the expiry needs no file of its own; the refresh
 * token entry stores the token alone.
 */
export function createKeychainVault(secrets: SecretStore): TokenVault {
  return {
    storage: 'os',
    async load(owner) {
      const [access, refresh] = await Promise.all([
        secrets.get(keychainAccount(owner, 'access')),
        secrets.get(keychainAccount(owner, 'refresh')),
      ])
      if (!access || !refresh) return null
      const separator = access.indexOf('.')
      const accessExpiresAt = Number(access.slice(0, separator))
      if (separator <= 0 || !Number.isFinite(accessExpiresAt)) return null
      return { access: access.slice(separator + 1), refresh, accessExpiresAt }
    },
    async save(owner, tokens) {
      await secrets.set(keychainAccount(owner, 'access'), `${tokens.accessExpiresAt}.${tokens.access}`)
      await secrets.set(keychainAccount(owner, 'refresh'), tokens.refresh)
    },
    async clear(owner) {
      await Promise.all(tokenKinds.map((kind) => secrets.delete(keychainAccount(owner, kind))))
      // Most users never kept a management secret: deleting one that is not there must not fail the
      // sign-out, and it runs after the tokens' deletes rather than beside them.
      for (const kind of userSecretKinds)
        await secrets.delete(keychainAccount(owner, kind)).catch(() => undefined)
    },
  }
}

/** The fallback when no keychain answers: the session lasts until the app quits. */
export function createMemoryVault(): TokenVault {
  const entries = new Map<string, SessionTokens>()
  const key = (owner: TokenOwner) => `${owner.origin}|${owner.username}`
  return {
    storage: 'memory',
    load: async (owner) => entries.get(key(owner)) ?? null,
    save: async (owner, tokens) => void entries.set(key(owner), tokens),
    clear: async (owner) => void entries.delete(key(owner)),
  }
}

/**
 * The keychain, until it fails to keep a session's tokens: from then on, for the rest of the run, memory.
 * A Secret Service can stop answering after the start-up probe (its D-Bus replies time out after 25 s on a
 * busy machine); the sign-in or refresh then still succeeds, and `storage` turns to 'memory', so the
 * renderer's "sign-in not kept" notice says the session ends when the app quits.
 */
export function withMemoryFallback(keychain: TokenVault, log: (message: string) => void): TokenVault {
  const memory = createMemoryVault()
  let current: TokenVault = keychain
  return {
    get storage() {
      return current.storage
    },
    load: (owner) => current.load(owner),
    async save(owner, tokens) {
      if (current === keychain) {
        try {
          await keychain.save(owner, tokens)
          return
        } catch (error) {
          log(
            `The OS keychain failed to keep the session (${error instanceof Error ? error.message : String(error)}); keeping it in memory only`,
          )
          current = memory
          // The access entry may have been written before the refresh entry failed: no half left behind.
          await keychain.clear(owner).catch(() => undefined)
        }
      }
      await memory.save(owner, tokens)
    },
    async clear(owner) {
      await memory.clear(owner)
      // After a fallback the keychain may still hold an older session of this user; a keychain that
      // still fails must not stop the sign-out, which memory has already done.
      if (current === keychain) await keychain.clear(owner)
      else await keychain.clear(owner).catch(() => undefined)
    },
  }
}

/**
 * Picks the OS keychain when it works (a write, read and delete of a probe entry succeed), else memory.
 * On Linux without a Secret Service the keyring library throws an access error: that is the memory case.
 */
export async function chooseTokenVault(
  secrets: SecretStore | null,
  log: (message: string) => void,
): Promise<TokenVault> {
  if (!secrets) return createMemoryVault()
  const probe = `probe|${process.pid}|${Date.now()}`
  try {
    await secrets.set(probe, 'probe')
    const read = await secrets.get(probe)
    await secrets.delete(probe)
    if (read === 'probe') return withMemoryFallback(createKeychainVault(secrets), log)
    log('The OS keychain did not return what was stored; keeping the session in memory only')
  } catch (error) {
    log(
      `No OS keychain available (${error instanceof Error ? error.message : String(error)}); keeping the session in memory only`,
    )
  }
  return createMemoryVault()
}
