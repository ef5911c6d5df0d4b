/**
 * Sign-in constants and the server's error catalogue for authentication (spec 001 §4, §8, §9).
 * The codes are the ones the desktop client maps (src/shared/ipc/session.ts uses the same strings);
 * the sandbox answers with them and the English message, the renderer shows its own translation.
 */

import { builderErrors } from './builder-errors'
import { nlpErrors } from './nlp-errors'
import { validatorErrors } from './validator-errors'
import { userRuleErrors } from './user-errors'

/** Two-factor codes: 6 digits, single use, valid 10 minutes. */
export const loginCodeLength = 6
export const loginCodeTtlMs = 10 * 60_000
/** Spec: a code can be resent after about one minute. */
export const loginCodeResendWaitMs = 60_000
/** A pending sign-in (the auth token of the second step); long enough for a resend or two. */
export const pendingLoginTtlMs = 30 * 60_000

export const defaultAccessTokenTtlMs = 15 * 60_000
/** The spec leaves the refresh lifetime open; see docs/decisions/session-and-sign-in.md. */
export const refreshTokenTtlMs = 30 * 24 * 60 * 60_000
/** Password-reset links from forgot-password. */
export const passwordResetTtlMs = 24 * 60 * 60_000

/** Lockouts (QUALITY SEC-7). */
export const maxWrongCodes = 5
export const maxFailedLogins = 10
export const attemptWindowMs = 15 * 60_000
export const lockoutMs = 15 * 60_000

/**
 * The second-step `type` values of POST /api/cookie-login/. `change-phone-number` is the spec's own value
 * (spec 001 §4, spec 000 §4 "Login"); the spec does not name the plain code step, `login_code` is ours.
 */
export const loginStepTypes = {
  loginCode: 'login_code',
  changePhoneNumber: 'change-phone-number',
} as const
export type LoginStepType = (typeof loginStepTypes)[keyof typeof loginStepTypes]

interface CatalogueEntry {
  readonly status: number
  readonly en: string
  readonly nl: string
}

/**
 * Every error code the sandbox answers with, its HTTP status and its one wording per language: the sandbox
 * answers with `en`, the renderer shows `common:errors.<code>` built from this table (lib/errors.ts), so
 * the sandbox and the screen never disagree (issue 10 item 12). Where spec 001 §8 gives the text it is used
 * exactly; the others are ours (docs/decisions/errors.md).
 */
export const errorCatalogue = {
  // Spec 001 §8, "Login".
  expired: {
    status: 400,
    en: 'The Two-Factor Authentication has expired. Refresh the page and try again.',
    nl: 'De tweestapsverificatie is verlopen. Vernieuw de pagina en probeer het opnieuw.',
  },
  invalid_token: {
    status: 400,
    en: 'Something went wrong please refresh the page and try again.',
    nl: 'Er is iets fout gegaan, vernieuw de pagina en probeer het opnieuw.',
  },
  invalid_login_code: {
    status: 400,
    en: 'The code you entered is invalid.',
    nl: 'De code die je hebt ingevoerd is ongeldig.',
  },
  code_already_sent: {
    status: 429,
    en: "You've sent a code recently, please try again.",
    nl: 'Je hebt onlangs al een code aangevraagd, probeer het later opnieuw.',
  },
  incorrect_credentials: {
    status: 400,
    en: 'Incorrect username or password',
    nl: 'Onjuiste gebruikersnaam of wachtwoord',
  },
  too_many_attempts: {
    status: 429,
    en: 'Too many attempts. Please wait 15 minutes and try again.',
    nl: 'Te veel pogingen. Wacht 15 minuten en probeer het opnieuw.',
  },
  invalid_phone_number: {
    status: 400,
    en: 'Please enter a valid phone number, for example +31 6 12345678.',
    nl: 'Vul een geldig telefoonnummer in, bijvoorbeeld +31 6 12345678.',
  },
  sso_access_denied: {
    status: 403,
    en: 'Access denied: you are not assigned to this application.',
    nl: 'Toegang geweigerd: je bent niet toegewezen aan deze applicatie.',
  },
  sso_unexpected_error: {
    status: 400,
    en: 'An unexpected error occurred while signing in with single sign-on.',
    nl: 'Er is een onverwachte fout opgetreden bij het inloggen met single sign-on.',
  },
  sso_not_enabled: {
    status: 403,
    en: 'Single sign-on is not enabled for this chatbot.',
    nl: 'Single sign-on is niet ingeschakeld voor deze chatbot.',
  },
  // Passwords (spec 000 §5, spec 001 §8 "Users").
  password_criteria: {
    status: 400,
    en: 'The password must be at least 8 characters and contain a lowercase letter, an uppercase letter, a digit and a special character (!@#$%^&*).',
    nl: 'Het wachtwoord moet minstens 8 tekens lang zijn en een kleine letter, een hoofdletter, een cijfer en een speciaal teken (!@#$%^&*) bevatten.',
  },
  password_change_failed: {
    status: 400,
    en: 'Failed to change the password.',
    nl: 'Het wijzigen van het wachtwoord is mislukt.',
  },
  // 'Your info': changing one's own phone number (the second sign-in factor) asks for the current password.
  wrong_current_password: {
    status: 400,
    en: 'The current password is incorrect.',
    nl: 'Het huidige wachtwoord is onjuist.',
  },
  reset_failed: {
    status: 400,
    en: 'The password could not be reset. The link may have expired; request a new one.',
    nl: 'Het wachtwoord kon niet opnieuw worden ingesteld. De link is misschien verlopen; vraag een nieuwe aan.',
  },
  // Sessions and access.
  not_authenticated: {
    status: 401,
    en: 'Authentication credentials were not provided.',
    nl: 'Er zijn geen inloggegevens meegestuurd.',
  },
  token_expired: {
    status: 401,
    en: 'The access token has expired.',
    nl: 'Het toegangstoken is verlopen.',
  },
  token_not_valid: {
    status: 401,
    en: 'The token is invalid or has been revoked.',
    nl: 'Het token is ongeldig of ingetrokken.',
  },
  refresh_token_reused: {
    status: 401,
    en: 'This refresh token was already used; the session has been revoked.',
    nl: 'Dit vernieuwingstoken is al gebruikt; de sessie is ingetrokken.',
  },
  forbidden: {
    status: 403,
    en: 'You do not have permission to perform this action.',
    nl: 'Je hebt geen toestemming voor deze actie.',
  },
  chatbot_suspended: {
    status: 403,
    en: 'This chatbot has been suspended. Contact your account manager to reactivate it.',
    nl: 'Deze chatbot is opgeschort. Neem contact op met je accountmanager om hem weer te activeren.',
  },
  not_assigned_to_chatbot: {
    status: 403,
    en: 'You are not assigned to this chatbot.',
    nl: 'Je bent niet aan deze chatbot toegewezen.',
  },
  // Spec 000 §2 "Login": the functionality-unavailable message (wording not given).
  functionality_unavailable: {
    status: 403,
    en: 'This functionality is currently unavailable.',
    nl: 'Deze functionaliteit is momenteel niet beschikbaar.',
  },
  invalid_access_key: {
    status: 401,
    en: 'The access key is missing or invalid.',
    nl: 'De toegangssleutel ontbreekt of is ongeldig.',
  },
  invalid_management_secret: {
    status: 401,
    en: 'The management secret is missing or invalid.',
    nl: 'Het beheergeheim ontbreekt of is ongeldig.',
  },
  already_exists: { status: 409, en: 'Key already exists', nl: 'Sleutel bestaat al' },
  // Generic.
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
  // Spec 001 §8 "WhatsApp image errors": wrong resolution (the profile picture must be 640x640).
  wrong_resolution: {
    status: 400,
    en: 'The image must be exactly 640x640 pixels.',
    nl: 'De afbeelding moet precies 640x640 pixels zijn.',
  },
  unsupported_media_type: {
    status: 415,
    en: 'Error! Please select a valide file',
    nl: 'Fout! Kies een geldig bestand',
  },
  internal: { status: 500, en: 'Something went wrong.', nl: 'Er is iets fout gegaan.' },
  // Users management: who may create, change and delete whom (user-rules.ts).
  ...userRuleErrors,
  // The builder's thrown messages (spec 001 §8).
  ...builderErrors,
  // NLP: deletion and model messages (spec 001 §8), the similarity refusal (spec 000 §5).
  ...nlpErrors,
  // The validator's refusals.
  ...validatorErrors,
} as const satisfies Record<string, CatalogueEntry>

export type ErrorCode = keyof typeof errorCatalogue
