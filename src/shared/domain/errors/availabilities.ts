import type { AreaErrors } from './entry'

/**
 * Settings › Availabilities (legacy calendar availability and its blocks). 'can not delete block' and 'can not
 * delete calendar' are the spec's own texts (001 §8); the other is ours; an invalid availability is common's invalid_input, in both languages.
 */
export const availabilityErrors = {
  block_not_deleted: {
    status: 409,
    en: 'can not delete block',
    nl: 'kan blok niet verwijderen',
  },
  calendar_not_deleted: {
    status: 409,
    en: 'can not delete calendar',
    nl: 'kan agenda niet verwijderen',
  },
  block_invalid: {
    status: 400,
    en: 'This block cannot be saved: check its day and times.',
    nl: 'Dit blok kan niet worden opgeslagen: controleer de dag en de tijden.',
  },
} as const satisfies AreaErrors
