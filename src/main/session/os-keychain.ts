import { AsyncEntry } from '@napi-rs/keyring'
import { keychainService, type SecretStore } from './token-vault'

/**
 * The OS keychain through @napi-rs/keyring (macOS Keychain, Windows Credential Manager, Secret Service on
 * Linux): plain N-API, no Electron, so the same code runs in the app, the harness and the tests.
 */
export function createOsKeychain(service: string = keychainService): SecretStore {
  return {
    get: (account) => new AsyncEntry(service, account).getPassword(),
    set: (account, secret) => new AsyncEntry(service, account).setPassword(secret),
    delete: async (account) => void (await new AsyncEntry(service, account).deletePassword()),
  }
}
