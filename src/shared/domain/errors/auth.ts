import type { AreaErrors } from './entry'

/**
 * Sign-in, passwords, sessions and access (spec 001 §4, §8, §9). The codes are the ones the desktop client
 * maps (src/shared/ipc/session.ts uses the same strings). Where spec 001 §8 gives the text it is used
 * exactly; the others are ours (docs/decisions/errors.md).
 */
export const authErrors = {
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
} as const satisfies AreaErrors
