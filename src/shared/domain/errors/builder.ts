import type { AreaErrors } from './entry'

/**
 * The builder's thrown messages (spec 001 §8 'Builder thrown messages'), word for word in English, in the
 * shape of the catalogue (errors/index.ts) so it takes them in with one spread: the sandbox refuses a builder
 * call with the code, the renderer shows `common:errors.<code>`. The Dutch texts are ours (the spec gives
 * the English only). 'Document message not updated' follows the spec's pattern for the one message type it leaves out. The last three (state group delete, order update, flow update) are the
 * failures spec 001 §8 says the code throws on without giving a text; their wording is ours.
 * No imports but the entry type, so the catalogue takes it in without the builder rules.
 */
export const builderErrors = {
  could_not_update_action_ordering: {
    status: 409,
    en: 'Could not update action ordering',
    nl: 'De volgorde van de acties kon niet worden bijgewerkt',
  },
  could_not_update_option: {
    status: 409,
    en: 'Could not update Option',
    nl: 'De optie kon niet worden bijgewerkt',
  },
  cannot_add_standard_action: {
    status: 409,
    en: "Can't add standard action",
    nl: 'De standaardactie kan niet worden toegevoegd',
  },
  could_not_delete_actions: {
    status: 409,
    en: 'Could not delete actions',
    nl: 'De acties konden niet worden verwijderd',
  },
  could_not_update_next_state: {
    status: 409,
    en: 'Could not update next state',
    nl: 'De volgende vraag kon niet worden bijgewerkt',
  },
  could_not_update_next_state_machine: {
    status: 409,
    en: 'Could not update next state machine',
    nl: 'De volgende flow kon niet worden bijgewerkt',
  },
  cannot_add_variation: {
    status: 409,
    en: "Can't add variation",
    nl: 'De variatie kan niet worden toegevoegd',
  },
  could_not_delete_variation: {
    status: 409,
    en: 'Could not delete variation',
    nl: 'De variatie kon niet worden verwijderd',
  },
  cannot_create_scalar_name: {
    status: 409,
    en: 'Can not create scalar name',
    nl: 'De variabele kan niet worden aangemaakt',
  },
  cannot_delete_scalar_name: {
    status: 409,
    en: 'Can not delete scalar name',
    nl: 'De variabele kan niet worden verwijderd',
  },
  could_not_create_option: {
    status: 409,
    en: 'Could not create an option',
    nl: 'De optie kon niet worden aangemaakt',
  },
  could_not_delete_option: {
    status: 409,
    en: 'Could not delete option',
    nl: 'De optie kon niet worden verwijderd',
  },
  option_label_not_updated: {
    status: 409,
    en: 'Option label not updated',
    nl: 'Het optielabel is niet bijgewerkt',
  },
  action_not_updated: { status: 409, en: 'Action not updated', nl: 'De actie is niet bijgewerkt' },
  could_not_update_option_order: {
    status: 409,
    en: "Couldn't update option order",
    nl: 'De volgorde van de opties kon niet worden bijgewerkt',
  },
  could_not_create_option_label: {
    status: 409,
    en: 'Could not create option label',
    nl: 'Het optielabel kon niet worden aangemaakt',
  },
  could_not_delete_option_label: {
    status: 409,
    en: 'Could not delete option label',
    nl: 'Het optielabel kon niet worden verwijderd',
  },
  could_not_add_flow: { status: 409, en: 'Could not add flow', nl: 'De flow kon niet worden toegevoegd' },
  could_not_delete_flow: {
    status: 409,
    en: 'Could not delete flow',
    nl: 'De flow kon niet worden verwijderd',
  },
  link_message_not_updated: {
    status: 409,
    en: 'Link message not updated',
    nl: 'Het linkbericht is niet bijgewerkt',
  },
  text_message_not_updated: {
    status: 409,
    en: 'Text message not updated',
    nl: 'Het tekstbericht is niet bijgewerkt',
  },
  video_message_not_updated: {
    status: 409,
    en: 'Video message not updated',
    nl: 'Het videobericht is niet bijgewerkt',
  },
  image_message_not_updated: {
    status: 409,
    en: 'Image message not updated',
    nl: 'Het afbeeldingsbericht is niet bijgewerkt',
  },
  document_message_not_updated: {
    status: 409,
    en: 'Document message not updated',
    nl: 'Het documentbericht is niet bijgewerkt',
  },
  geo_location_message_not_updated: {
    status: 409,
    en: 'Geo location message not updated',
    nl: 'Het locatiebericht is niet bijgewerkt',
  },
  could_not_delete_state_group: {
    status: 409,
    en: 'Could not delete question',
    nl: 'De vraag kon niet worden verwijderd',
  },
  could_not_update_order: {
    status: 409,
    en: 'Could not update the order',
    nl: 'De volgorde kon niet worden bijgewerkt',
  },
  could_not_update_flow: {
    status: 409,
    en: 'Could not update flow',
    nl: 'De flow kon niet worden bijgewerkt',
  },
} as const satisfies AreaErrors

export type BuilderErrorCode = keyof typeof builderErrors
