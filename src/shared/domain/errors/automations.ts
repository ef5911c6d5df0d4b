import type { AreaErrors } from './entry'

/**
 * Automations refusals, in the shape of the catalogue (errors/index.ts). The spec gives no wording for
 * these; both languages are ours. No imports but the entry type, so the catalogue takes it in.
 */
export const automationErrors = {
  batch_action_disabled: {
    status: 409,
    en: 'This batch action is switched off in the portal.',
    nl: 'Deze batchactie staat uit in het portaal.',
  },
} as const satisfies AreaErrors
