import type { InterfaceLanguage } from '@shared/domain/languages'
import type { HttpClient } from '../api/http-client'
import type { PortalApi } from '../api/portal-api'
import type { ExportJobs } from '../exports/export-jobs'
import type { EventHub } from '../ipc/event-hub'
import type { Notifier, UnreadBadge } from '../notifications/notifier'
import type { KeyValueStore } from '../prefs/key-value-store'
import type { PreferencesService } from '../prefs/preferences-service'
import type { SessionService } from '../session/session-service'
import type { SecretStore } from '../session/token-vault'

/**
 * What every area module of main may use (ARCHITECTURE §8): the services of the house, built once by
 * `createPortalMain` before the areas. `create<Area>Module(deps)` names in its own `deps` type the part it
 * uses (a structural subset of this), so its tests pass only that, and the area list passes this whole.
 */
export interface MainContext {
  /** Resolves once the keychain was probed and the session restored itself (or not). */
  readonly session: Promise<SessionService>
  /** The portal's servers, with the session's credentials (closed lists of calls and services). */
  readonly api: PortalApi
  readonly http: HttpClient
  /** Origins IT trusts with tokens besides the portal server (QUALITY SEC-8). */
  readonly trustedOrigins: () => readonly string[]
  readonly prefs: PreferencesService
  /** The language chosen in the preferences, if any. */
  readonly language: () => InterfaceLanguage | null
  readonly events: EventHub
  readonly store: KeyValueStore
  readonly notifier: Notifier
  readonly badge: UnreadBadge
  /** The export job: an area starts its exports on it with a table of its own. */
  readonly exports: ExportJobs
  /** Brings the portal window to the front (a notification was clicked). */
  readonly focusWindow: () => void
  /** Opens an address in the system browser (a provider's consent, never an embedded page). */
  readonly openExternal: (url: string) => Promise<void>
  /** The open dialog for one JPG or PNG: its path, or null if cancelled. */
  readonly chooseImageFile: () => Promise<string | null>
  /** The folder dialog (a report saved to disk): the chosen folder, or null if cancelled. */
  readonly chooseFolder: () => Promise<string | null>
  /** The portal window's screenshot (PNG or JPG bytes); absent where there is no window (the harness). */
  readonly captureWindow?: () => Promise<Uint8Array | null>
  /** A small JPG of an image for a preview; absent where no image library is at hand (the harness). */
  readonly thumbnail?: (data: Uint8Array) => Promise<Uint8Array | null>
  /** The OS keychain for an area's own secret (not the session's tokens); null when none answered. */
  readonly secrets: SecretStore | null
  readonly log: (message: string, detail?: unknown) => void
}
