import * as v from 'valibot'

/**
 * The managed policy IT departments deploy machine-wide (docs/deploying-for-it.md). Every key is optional
 * and carries `{ value, mode }`:
 * - `default`: the value the app starts with; the user may change it.
 * - `enforced`: the value is fixed; preferences show it as locked and refuse changes.
 *
 * The schema is strict on purpose: a misspelt key ("autoUpdates") or an unknown mode must not be silently
 * dropped, because IT would believe a setting is locked while it is not. An invalid file is ignored as a
 * whole, with a visible notice naming the problem.
 */
export const policyModes = ['default', 'enforced'] as const
export type PolicyMode = (typeof policyModes)[number]

function setting<TSchema extends v.GenericSchema<unknown, unknown>>(value: TSchema) {
  return v.strictObject({ value, mode: v.picklist(policyModes) })
}

/** The portal server: https, or http only for a server on this machine (a local test install). */
export const policyServerAddressSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(2048),
  v.url(),
  v.check(isAcceptableServerAddress, 'serverAddress must be an https:// address without credentials'),
)

function isAcceptableServerAddress(address: string): boolean {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return false // v.url() has already reported it; valibot runs the rest of the pipe anyway
  }
  if (url.username || url.password) return false
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
}

/**
 * An origin IT trusts with the user's token (QUALITY SEC-8): `https://host[:port]` and nothing else, so an
 * entry can never be read as a prefix or carry a path that looks narrower than what it admits.
 */
export const policyTrustedOriginSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(2048),
  v.url(),
  v.check(isHttpsOrigin, 'trustedChatbotServers must list https:// origins without path or credentials'),
)

function isHttpsOrigin(address: string): boolean {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return false // reported by v.url()
  }
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !address.includes('\\')
  )
}

const policyEntries = v.strictObject({
  /** Lets editors validate the file; ignored by the app. */
  $schema: v.optional(v.string()),
  /** The portal server the sign-in screen uses; `enforced` hides the server field. */
  serverAddress: v.optional(setting(policyServerAddressSchema)),
  /**
   * Chatbot servers other than the portal server's own origin that may receive the user's token. Applies in
   * both modes (there is no user switch).
   */
  trustedChatbotServers: v.optional(setting(v.pipe(v.array(policyTrustedOriginSchema), v.maxLength(100)))),
  /** Whether the embedded demo workspace may be opened. */
  allowDemoWorkspace: v.optional(setting(v.boolean())),
  /** Preference `autoUpdate`. */
  autoUpdate: v.optional(setting(v.boolean())),
  /** Whether exports (Excel .xlsx and CSV) are offered; the key keeps its first name. */
  allowCsvExport: v.optional(setting(v.boolean())),
  /** Preference `notificationPreviews` (candidate text in native notifications). */
  notificationPreviews: v.optional(setting(v.boolean())),
  /** Preference `launchAtLogin`. */
  launchAtLogin: v.optional(setting(v.boolean())),
  /** Preference `closeToTray`. */
  closeToTray: v.optional(setting(v.boolean())),
})

/** The file's top level must be a JSON object (valibot's object schemas would also let an array through). */
export const managedPolicySchema = v.pipe(
  v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    'the policy must be a JSON object',
  ),
  policyEntries,
)

export type ManagedPolicy = v.InferOutput<typeof managedPolicySchema>
export type ManagedPolicyKey = Exclude<keyof ManagedPolicy, '$schema'>
export type PolicySetting<T> = { readonly value: T; readonly mode: PolicyMode }

export const managedPolicyKeys = [
  'serverAddress',
  'trustedChatbotServers',
  'allowDemoWorkspace',
  'autoUpdate',
  'allowCsvExport',
  'notificationPreviews',
  'launchAtLogin',
  'closeToTray',
] as const satisfies readonly ManagedPolicyKey[]

/** Policy keys that are also user preferences (src/shared/domain/preferences.ts), with the same name. */
export const policyPreferenceKeys = [
  'autoUpdate',
  'notificationPreviews',
  'launchAtLogin',
  'closeToTray',
] as const

export type ParsedPolicy =
  { readonly ok: true; readonly policy: ManagedPolicy } | { readonly ok: false; readonly reason: string }

/** Validates a parsed JSON value; the reason names each offending key so IT can fix the file. */
export function parseManagedPolicy(raw: unknown): ParsedPolicy {
  const result = v.safeParse(managedPolicySchema, raw)
  if (result.success) return { ok: true, policy: result.output }
  const problems = result.issues.slice(0, 5).map((issue) => {
    const path = v.getDotPath(issue)
    return path ? `${path}: ${issue.message}` : issue.message
  })
  return { ok: false, reason: problems.join('; ') }
}

/** The value a key resolves to under a policy, or `fallback` when the policy leaves it open. */
export function policyValue<K extends ManagedPolicyKey>(
  policy: ManagedPolicy | null,
  key: K,
  fallback: NonNullable<ManagedPolicy[K]>['value'],
): NonNullable<ManagedPolicy[K]>['value'] {
  const entry = policy?.[key]
  return entry ? entry.value : fallback
}

export function isEnforced(policy: ManagedPolicy | null, key: ManagedPolicyKey): boolean {
  return policy?.[key]?.mode === 'enforced'
}
