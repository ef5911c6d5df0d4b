import type { AreaErrors } from './entry'

/**
 * Calendar refusals, in the shape of the catalogue (errors/index.ts); the spec gives no wording for these,
 * both languages are ours. No imports but the entry type, so the catalogue takes it in.
 */
export const calendarErrors = {
  schema_in_use: {
    status: 409,
    en: 'This availability schema is in use and cannot be deleted.',
    nl: 'Dit beschikbaarheidsschema is in gebruik en kan niet worden verwijderd.',
  },
  stale_version: {
    status: 409,
    en: 'Someone else saved these times in the meantime. Reload them and make your change again.',
    nl: 'Iemand anders heeft deze tijden intussen opgeslagen. Laad ze opnieuw en breng je wijziging opnieuw aan.',
  },
  already_bookable: {
    status: 409,
    en: 'This calendar user can already be booked for this appointment.',
    nl: 'Deze agenda-gebruiker is al inplanbaar voor deze afspraak.',
  },
  /** Spec 001 §8 (calendar); the reason why goes with it (calendarLinkFailureReasons). */
  calendar_auth_failed: {
    status: 400,
    en: 'Something went wrong with authenticating, please try again.',
    nl: 'Er ging iets mis bij het koppelen, probeer het opnieuw.',
  },
  /** A reminder's EMAIL or PUSH notification could not be written: neither is kept (spec 000 §6). */
  reminders_not_saved: {
    status: 500,
    en: 'The reminders could not be saved. Nothing was changed; please try again.',
    nl: 'De herinneringen konden niet worden opgeslagen. Er is niets gewijzigd; probeer het opnieuw.',
  },
  /** Spec 001 §8: saving an event configuration that fails removes the translations it created. */
  event_configuration_not_saved: {
    status: 500,
    en: 'The appointment could not be saved. Nothing was changed; please try again.',
    nl: 'De afspraak kon niet worden opgeslagen. Er is niets gewijzigd; probeer het opnieuw.',
  },
} as const satisfies AreaErrors
