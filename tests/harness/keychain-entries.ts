import { findCredentials } from '@napi-rs/keyring'

/** The errors of a listing that met an item deleted while it ran (see keychainEntries). */
const itemVanished = /does not exist|DBus\.Error\.UnknownMethod: No such interface .* on object at path/

/**
 * The keychain entries of `service` whose account starts with `accountPrefix`, for tests that check what
 * a session left behind. Listing reads every item's secret; an item deleted between the listing and that
 * read (a sign-out finishing in the background, or a parallel worker sharing the Secret Service) fails the
 * whole listing, so list again. Which error says so depends on where the read was: "Object does not exist",
 * or D-Bus's UnknownMethod ("No such interface … on object at path …": Secret.Item or Properties, depending
 * on which call met it) once the item's object is gone.
 */
export function keychainEntries(
  service: string,
  accountPrefix: string,
): { account: string; password: string }[] {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return findCredentials(service).filter((c) => c.account.startsWith(accountPrefix))
    } catch (error) {
      if (attempt === 5 || !itemVanished.test(String(error))) throw error
    }
  }
}
