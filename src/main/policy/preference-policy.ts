import { policyPreferenceKeys, type ManagedPolicy } from '@shared/domain/managed-policy'
import type { Preferences } from '@shared/domain/preferences'
import type { PreferencePolicy } from '../prefs/preferences-service'

/** Maps the policy's preference keys onto the preferences service: `default` → defaults, `enforced` → locked. */
export function toPreferencePolicy(policy: ManagedPolicy | null): PreferencePolicy {
  const defaults: Partial<Preferences> = {}
  const enforced: Partial<Preferences> = {}
  for (const key of policyPreferenceKeys) {
    const entry = policy?.[key]
    if (!entry) continue
    Object.assign(entry.mode === 'enforced' ? enforced : defaults, { [key]: entry.value })
  }
  return { defaults, enforced }
}
