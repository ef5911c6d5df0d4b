import type { AreaErrors } from './entry'

/**
 * ATS settings refusals, in the shape of the catalogue (errors/index.ts). The spec gives no wording for
 * these; both languages are ours. No imports but the entry type, so the catalogue takes it in.
 */
export const atsErrors = {
  ats_mapping_invalid: {
    status: 400,
    en: 'Fill in the required field(s)',
    nl: 'Vul de verplichte veld(en) in',
  },
  ats_mapping_locked: {
    status: 409,
    en: 'This mapping is locked: the ATS finds candidates by it, so it cannot be deleted or replaced.',
    nl: 'Deze koppeling is vergrendeld: het ATS vindt kandidaten ermee, dus hij kan niet worden verwijderd of vervangen.',
  },
  ats_mapping_replace_failed: {
    status: 502,
    en: 'The new mapping could not be created. The old mapping has been restored; nothing was lost.',
    nl: 'De nieuwe koppeling kon niet worden gemaakt. De oude koppeling is teruggezet; er is niets verloren.',
  },
  ats_mapping_create_failed: {
    status: 502,
    en: 'The ATS did not accept the new mapping. Please try again.',
    nl: 'Het ATS accepteerde de nieuwe koppeling niet. Probeer het opnieuw.',
  },
  ats_field_creation_unsupported: {
    status: 403,
    en: 'This chatbot cannot create ATS fields.',
    nl: 'Deze chatbot kan geen ATS-velden aanmaken.',
  },
  ats_field_name_exists: {
    status: 409,
    en: 'An ATS field with this name already exists.',
    nl: 'Er bestaat al een ATS-veld met deze naam.',
  },
  ats_no_matching_field: {
    status: 404,
    en: 'No ATS field matches the variable of this question; pick one yourself.',
    nl: 'Geen ATS-veld past bij de variabele van deze vraag; kies er zelf een.',
  },
  ats_option_exists: {
    status: 409,
    en: 'This ATS option already exists.',
    nl: 'Deze ATS-optie bestaat al.',
  },
  ats_mapping_not_fixed: {
    status: 400,
    en: 'A flow or an answer can only hold mappings that write their own value.',
    nl: 'Een flow of antwoord kan alleen koppelingen bevatten die hun eigen waarde schrijven.',
  },
} as const satisfies AreaErrors
