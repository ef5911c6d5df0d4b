import type { WizardCheckKey } from '@shared/domain/wizard'
import { isWizardCheckKey } from '@shared/domain/wizard'

/**
 * Where each self-check's state is fixed: the screen a "missing" answer links to. The widget and Facebook
 * leads tabs (`/settings/widget`, `/settings/facebook-leads`) are built beside this work: null until their
 * routes exist, and their checks answer `available: false` until then.
 */
export const checkTargets: Record<
  WizardCheckKey,
  '/whatsapp-channels' | '/calendar' | '/automations' | '/nlp' | null
> = {
  'whatsapp-connected': '/whatsapp-channels',
  'calendar-linked': '/calendar',
  'automation-running': '/automations',
  'nlp-trained': '/nlp',
  'widget-published': null,
  'facebook-page-active': null,
}

/** The check keys the server answers that this screen knows; an unknown key is left out, not guessed at. */
export function knownCheck<T extends { key: string }>(
  check: T | null | undefined,
): (T & { key: WizardCheckKey }) | null {
  return check && isWizardCheckKey(check.key) ? (check as T & { key: WizardCheckKey }) : null
}

export type CheckState = 'passed' | 'missing' | 'unavailable'
export function checkState(check: { available: boolean; passed: boolean }): CheckState {
  if (!check.available) return 'unavailable'
  return check.passed ? 'passed' : 'missing'
}
