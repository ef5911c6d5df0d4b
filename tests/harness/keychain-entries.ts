import { findCredentials } from '@napi-rs/keyring'

/**
 * The keychain entries of `service` whose account starts with `accountPrefix`, for tests that check what
 * a session left behind. Listing reads every item's secret; an item deleted between the listing and that
 * read (a sign-out finishing in the background, or a parallel worker sharing the Secret Service) fails the
 * whole listing with "Object does not exist", so list again.
 */
export function keychainEntries(
  service: string,
  accountPrefix: string,
): { account: string; password: string }[] {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return findCredentials(service).filter((c) => c.account.startsWith(accountPrefix))
    } catch (error) {
      if (attempt === 5 || !String(error).includes('does not exist')) throw error
    }
  }
}
