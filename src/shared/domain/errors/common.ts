import type { AreaErrors } from './entry'

/** Codes of no one area: malformed requests, missing things, conflicts and the catch-all. */
export const commonErrors = {
  // The management API's answer for a key (a chatbot's project id) that is taken.
  already_exists: { status: 409, en: 'Key already exists', nl: 'Sleutel bestaat al' },
  not_found: { status: 404, en: 'Not found.', nl: 'Niet gevonden.' },
  method_not_allowed: { status: 405, en: 'Method not allowed.', nl: 'Methode niet toegestaan.' },
  malformed_body: {
    status: 400,
    en: 'The request body is not valid JSON.',
    nl: 'De inhoud van het verzoek is geen geldige JSON.',
  },
  invalid_input: {
    status: 400,
    en: 'Please check if all required fields have values and that there are no validation errors.',
    nl: 'Controleer of alle verplichte velden zijn ingevuld en er geen validatiefouten zijn.',
  },
  payload_too_large: { status: 413, en: 'The upload is too large.', nl: 'Het bestand is te groot.' },
  // Field refusals several areas answer (a field error's message is one of the catalogue's wordings).
  required_field: {
    status: 400,
    en: 'Fill in the required field(s)',
    nl: 'Vul de verplichte veld(en) in',
  },
  // The same wording as visible-text.ts' invisibleCharactersMessage (errors/index.test.ts keeps them equal).
  invisible_characters: {
    status: 400,
    en: 'Remove the invisible or control characters from this name.',
    nl: 'Haal de onzichtbare tekens of stuurtekens uit deze naam.',
  },
  internal: { status: 500, en: 'Something went wrong.', nl: 'Er is iets fout gegaan.' },
} as const satisfies AreaErrors
