import type { AreaErrors } from './entry'

/**
 * The codes the user rules (../user-rules.ts) refuse with, in the shape of the catalogue (errors/index.ts) so they
 * can join it with one spread: the sandbox answers `en`, the renderer shows `common:errors.<code>`.
 * `forbidden` is the catalogue's own. 'Email already exists / invalid email' is spec 001 §8's text for a
 * taken email address. No imports but the entry type, so the catalogue takes it in without the permission table.
 */
export const userRuleErrors = {
  role_not_allowed: {
    status: 403,
    en: 'You may not give a user this role.',
    nl: 'Je mag een gebruiker deze rol niet geven.',
  },
  cannot_change_own_role: {
    status: 403,
    en: 'You cannot change your own role.',
    nl: 'Je kunt je eigen rol niet wijzigen.',
  },
  cannot_delete_self: {
    status: 403,
    en: 'You cannot remove your own account.',
    nl: 'Je kunt je eigen account niet verwijderen.',
  },
  last_admin: {
    status: 409,
    en: 'The organisation must keep at least one admin.',
    nl: 'De organisatie moet minstens één beheerder houden.',
  },
  chatbot_not_assignable: {
    status: 403,
    en: 'You can only assign chatbots you are assigned to yourself.',
    nl: 'Je kunt alleen chatbots toewijzen waaraan je zelf bent toegewezen.',
  },
  team_not_assignable: {
    status: 403,
    en: 'You can only assign teams whose conversations you may see yourself.',
    nl: 'Je kunt alleen teams toewijzen waarvan je zelf de gesprekken mag zien.',
  },
  unknown_team: { status: 400, en: 'Unknown team.', nl: 'Onbekend team.' },
  team_outside_chatbots: {
    status: 400,
    en: "A team must belong to one of the user's chatbots.",
    nl: 'Een team moet bij een van de chatbots van de gebruiker horen.',
  },
  use_own_password_change: {
    status: 403,
    en: "Change your own password under 'Your info'.",
    nl: "Wijzig je eigen wachtwoord onder 'Jouw gegevens'.",
  },
  email_already_exists: {
    status: 409,
    en: 'Email already exists / invalid email',
    nl: 'E-mailadres bestaat al / ongeldig e-mailadres',
  },
  agent_not_found: { status: 404, en: 'Agent not found.', nl: 'Medewerker niet gevonden.' },
  agent_email_invalid: {
    status: 400,
    en: 'Please enter a valid email address.',
    nl: 'Vul een geldig e-mailadres in.',
  },
  agent_name_required: { status: 400, en: 'Please enter a username.', nl: 'Vul een gebruikersnaam in.' },
  agent_phone_invalid: {
    status: 400,
    en: 'Please enter a valid phone number.',
    nl: 'Vul een geldig telefoonnummer in.',
  },
} as const satisfies AreaErrors

export type UserRuleErrorCode = keyof typeof userRuleErrors
