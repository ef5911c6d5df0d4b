import type { AreaErrors } from './entry'

/**
 * Smart Inbox refusals, in the shape of the catalogue (errors/index.ts). Spec 001 §8 names the two
 * configuration failures without wording; both languages are ours. No imports but the entry type, so the
 * catalogue takes it in.
 */
export const inboxErrors = {
  missing_ats_credentials: {
    status: 400,
    en: 'Please fill in the ATS username and password.',
    nl: 'Vul de ATS-gebruikersnaam en het wachtwoord in.',
  },
  smart_inbox_configuration_failed: {
    status: 400,
    en: 'The Smart Inbox could not be configured. Check the credentials and try again.',
    nl: 'De Smart Inbox kon niet worden geconfigureerd. Controleer de gegevens en probeer het opnieuw.',
  },
  label_name_too_long: {
    status: 400,
    en: 'A label name has at most 40 characters.',
    nl: 'Een labelnaam heeft hooguit 40 tekens.',
  },
  label_name_taken: {
    status: 409,
    en: 'Label names must be unique.',
    nl: 'Labelnamen moeten uniek zijn.',
  },
  label_colour_invalid: {
    status: 400,
    en: 'Choose one of the 16 palette colours.',
    nl: 'Kies een van de 16 kleuren van het palet.',
  },
  unknown_company: { status: 400, en: 'Unknown company.', nl: 'Onbekend bedrijf.' },
} as const satisfies AreaErrors
