import type { WizardCheckKey } from '@shared/domain/wizard'
import { isWizardCheckKey } from '@shared/domain/wizard'

/**
 * Where each self-check's state is fixed: the screen a "missing" answer (or one the server cannot check,
 * like the widget's) links to.
 */
export const checkTargets: Record<
  WizardCheckKey,
  '/whatsapp-channels' | '/calendar' | '/automations' | '/nlp' | '/settings/widget' | '/settings/facebook'
> = {
  'whatsapp-connected': '/whatsapp-channels',
  'calendar-linked': '/calendar',
  'automation-running': '/automations',
  'nlp-trained': '/nlp',
  'widget-published': '/settings/widget',
  'facebook-page-active': '/settings/facebook',
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
