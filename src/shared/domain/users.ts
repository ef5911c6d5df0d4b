import * as v from 'valibot'
import type { ErrorCode } from './errors'
import { interfaceLanguages } from './languages'
import { meetsPasswordCriteria } from './password-policy'
import { roles } from './roles'
import { isValidPhoneNumber } from './phone-numbers'
import { hasInvisibleCharacters } from './visible-text'

/**
 * The user form (spec 000 §3 "User form": email, password, confirm password, role, name, chatbots, language,
 * teams or all teams) and its rules and messages (spec 000 §5 "User create", "Passwords"). One schema for
 * the form (react-hook-form + valibot) and for the sandbox, which parses the same input and answers with
 * the English text of the same message.
 *
 * Messages are keys of the renderer's `users` namespace (`users:form.*`), like the sign-in schemas use
 * `session` keys. `userFormMessages` holds their one wording per language: the spec's English exactly where
 * spec 000 §5 gives it, ours elsewhere (docs/decisions/users.md).
 */

interface MessageTexts {
  readonly en: string
  readonly nl: string
}

export const userFormMessages = {
  // Spec 000 §5 "User create": the name field's message speaks of a username.
  'form.nameRequired': { en: 'Please enter a username.', nl: 'Vul een gebruikersnaam in.' },
  'form.nameTooLong': {
    en: 'The name can be at most 150 characters.',
    nl: 'De naam mag hoogstens 150 tekens lang zijn.',
  },
  'form.nameInvisibleCharacters': {
    en: 'Remove the invisible or control characters from this name.',
    nl: 'Haal de onzichtbare tekens of stuurtekens uit deze naam.',
  },
  'form.emailInvalid': { en: 'Please enter a valid email address.', nl: 'Vul een geldig e-mailadres in.' },
  'form.passwordRequired': { en: 'Please enter a password.', nl: 'Vul een wachtwoord in.' },
  'form.passwordCriteriaNotMet': {
    en: 'The password does not meet all the criteria below.',
    nl: 'Het wachtwoord voldoet niet aan alle eisen hieronder.',
  },
  'form.passwordTooLong': {
    en: 'The password can be at most 256 characters.',
    nl: 'Het wachtwoord mag hoogstens 256 tekens lang zijn.',
  },
  'form.confirmPasswordMismatch': {
    en: 'Entered value does not match the password entered above.',
    nl: 'De ingevoerde waarde komt niet overeen met het wachtwoord hierboven.',
  },
  'form.roleRequired': { en: 'Please pick a role.', nl: 'Kies een rol.' },
  'form.chatbotsRequired': {
    en: 'Please select at least one chatbot.',
    nl: 'Selecteer minstens één chatbot.',
  },
  'form.languageRequired': { en: 'Please pick a language.', nl: 'Kies een taal.' },
  'form.teamsRequired': {
    en: 'Please select at least one team, or choose all teams.',
    nl: 'Selecteer minstens één team, of kies alle teams.',
  },
  // 'Your info': the phone number (the second sign-in factor) and the current password that confirms it.
  'form.phoneInvalid': {
    en: 'Please enter a valid phone number, for example +31 6 12345678.',
    nl: 'Vul een geldig telefoonnummer in, bijvoorbeeld +31 6 12345678.',
  },
  'form.currentPasswordRequired': {
    en: 'Please enter your current password.',
    nl: 'Vul je huidige wachtwoord in.',
  },
} as const satisfies Record<`form.${string}`, MessageTexts>

export type UserFormMessageKey = keyof typeof userFormMessages

/**
 * The overall message under the form when it does not validate (spec 000 §5): the catalogue's
 * `invalid_input`, which already reads 'Please check if all required fields have values and that there are
 * no validation errors.' in both languages (`common:errors.invalid_input`). The sandbox answers the same code.
 */
export const userFormInvalidCode = 'invalid_input' as const satisfies ErrorCode

/** The text of a form message in one interface language (the sandbox answers with `en`). */
export function userFormMessage(key: UserFormMessageKey, language: 'en' | 'nl' = 'en'): string {
  return userFormMessages[key][language]
}

/** The `form` object of `locales/<lng>/users.json`, built from the table (so the two cannot disagree). */
export function userFormLocale(language: 'en' | 'nl'): Record<string, string> {
  return Object.fromEntries(
    Object.entries(userFormMessages).map(([key, texts]) => [key.slice('form.'.length), texts[language]]),
  )
}

// ---- limits -----------------------------------------------------------------------------------------

/** The sandbox caps usernames at 254 characters; the email is the username, and no valid address is longer. */
export const emailMaxLength = 254
export const nameMaxLength = 150
/** Main's sign-in contract accepts at most 256 characters: a longer password could never be used to sign in. */
export const passwordMaxLength = 256
export const maxChatbotsPerUser = 200
export const maxTeamsPerUser = 500
const idMaxLength = 200

// ---- fields -----------------------------------------------------------------------------------------

/** A message key, checked against the table at compile time (the schema actions take any string). */
const m = <K extends UserFormMessageKey>(key: K): K => key

/** The person's name ("Eva O'Brien-de Vries"), trimmed; spec 000 §5: required. */
export const userNameField = v.pipe(
  v.string(m('form.nameRequired')),
  v.trim(),
  v.nonEmpty(m('form.nameRequired')),
  v.maxLength(nameMaxLength, m('form.nameTooLong')),
  v.check((name) => !hasInvisibleCharacters(name), m('form.nameInvisibleCharacters')),
)

/** The email address, trimmed; it is also the user's username (docs/decisions/users.md). */
export const userEmailField = v.pipe(
  v.string(m('form.emailInvalid')),
  v.trim(),
  v.nonEmpty(m('form.emailInvalid')),
  v.maxLength(emailMaxLength, m('form.emailInvalid')),
  v.email(m('form.emailInvalid')),
)

/** A new password: required, the spec's criteria (password-policy.ts), at most 256 characters. Not trimmed. */
export const newUserPasswordField = v.pipe(
  v.string(m('form.passwordRequired')),
  v.nonEmpty(m('form.passwordRequired')),
  v.maxLength(passwordMaxLength, m('form.passwordTooLong')),
  v.check(meetsPasswordCriteria, m('form.passwordCriteriaNotMet')),
)

/** The confirmation: required, and equal to the password (checked on the object, below). */
const confirmPasswordField = v.pipe(
  v.string(m('form.confirmPasswordMismatch')),
  v.nonEmpty(m('form.confirmPasswordMismatch')),
)

export const userRoleField = v.picklist(roles, m('form.roleRequired'))

/** Interface language (nl-NL or en-US); spec 000 §5: required. */
export const userLanguageField = v.picklist(interfaceLanguages, m('form.languageRequired'))

const idList = (message: UserFormMessageKey, max: number) =>
  v.pipe(
    v.array(
      v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(idMaxLength, message)),
      message,
    ),
    v.maxLength(max, message),
    v.transform((ids) => [...new Set(ids)]),
  )

/** Chatbot ids; spec 000 §5: at least one. Duplicates are dropped. */
export const userChatbotsField = v.pipe(
  idList(m('form.chatbotsRequired'), maxChatbotsPerUser),
  v.minLength(1, m('form.chatbotsRequired')),
)

// ---- schemas ----------------------------------------------------------------------------------------

// The object-level rules. Written into each schema (with `forward`, so the message sits under the field)
// because valibot's path types do not survive a generic helper (as in the sign-in schemas).
/** "All teams", or at least one selected team. */
const teamsChosen = (input: { allTeams: boolean; teams: string[] }) =>
  input.allTeams || input.teams.length > 0
/** The confirmation equals the password. */
const passwordsMatch = (input: { password: string; confirmPassword: string }) =>
  input.password === input.confirmPassword

const profileEntries = {
  email: userEmailField,
  role: userRoleField,
  name: userNameField,
  chatbots: userChatbotsField,
  language: userLanguageField,
  /** True: the user sees every team's conversations; false: only those of `teams` (spec 000 §6). */
  allTeams: v.boolean(m('form.teamsRequired')),
  /** Team ids; ignored (cleared by `assignmentOf` in user-rules.ts) when `allTeams` is true. */
  teams: idList(m('form.teamsRequired'), maxTeamsPerUser),
}

/** 'Edit user' tab: every field of the user form but the password, which has its own tab. */
export const updateUserSchema = v.pipe(
  v.object(profileEntries),
  v.forward(v.partialCheck([['allTeams'], ['teams']], teamsChosen, m('form.teamsRequired')), ['teams']),
)

/** Creating a user: the whole user form (spec 000 §3, §5 "User create"). */
export const createUserSchema = v.pipe(
  v.object({
    ...profileEntries,
    password: newUserPasswordField,
    confirmPassword: confirmPasswordField,
  }),
  v.forward(v.partialCheck([['allTeams'], ['teams']], teamsChosen, m('form.teamsRequired')), ['teams']),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], passwordsMatch, m('form.confirmPasswordMismatch')),
    ['confirmPassword'],
  ),
)

/**
 * 'Change password' tab of the drawer, where a manager sets an employee's password (spec 000 §5
 * "Passwords": new and repeat required, confirmation equal, the criteria). No old password: the manager
 * does not know it; the user's own change ('Your info') keeps the old-password form of the sign-in screens.
 */
export const userPasswordSchema = v.pipe(
  v.object({ password: newUserPasswordField, confirmPassword: confirmPasswordField }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], passwordsMatch, m('form.confirmPasswordMismatch')),
    ['confirmPassword'],
  ),
)

export type CreateUserValues = v.InferInput<typeof createUserSchema>
export type CreateUserInput = v.InferOutput<typeof createUserSchema>
export type UpdateUserValues = v.InferInput<typeof updateUserSchema>
export type UpdateUserInput = v.InferOutput<typeof updateUserSchema>
export type UserPasswordValues = v.InferInput<typeof userPasswordSchema>
export type UserPasswordInput = v.InferOutput<typeof userPasswordSchema>

/** What a new form starts with: role EMPLOYEE (the lowest staff role), the default language, all teams. */
export function emptyUserForm(): CreateUserValues {
  return {
    email: '',
    password: '',
    confirmPassword: '',
    role: 'EMPLOYEE',
    name: '',
    chatbots: [],
    language: 'nl-NL',
    allTeams: true,
    teams: [],
  }
}

// ---- reading the result -----------------------------------------------------------------------------

export type UserFormField = keyof CreateUserValues

export type UserFormResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly fields: Partial<Record<UserFormField, UserFormMessageKey>> }

/**
 * Parses input with one of the schemas above and gives the first message per top-level field (the one the
 * form shows), e.g. `chatbots.0` reports under `chatbots`. The sandbox turns `fields` into its
 * `errors: [{ field, messages }]` with `userFormMessage(key)`, and answers `userFormInvalidCode` overall.
 */
export function parseUserForm<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): UserFormResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, input)
  if (result.success) return { ok: true, value: result.output }
  const fields: Partial<Record<UserFormField, UserFormMessageKey>> = {}
  for (const issue of result.issues) {
    // An issue without a path means the input is not an object at all: only the overall message applies.
    const field = v.getDotPath(issue)?.split('.')[0]
    if (!field || !Object.hasOwn(fieldMessages, field)) continue
    const own = Object.hasOwn(userFormMessages, issue.message) ? (issue.message as UserFormMessageKey) : null
    // A key that is missing altogether gets the field's own message rather than valibot's default.
    fields[field as UserFormField] ??= own ?? fieldMessages[field as UserFormField]
  }
  return { ok: false, fields }
}

/** The message of a field that is missing from the input altogether (its "required" message). */
const fieldMessages: Record<UserFormField, UserFormMessageKey> = {
  email: 'form.emailInvalid',
  password: 'form.passwordRequired',
  confirmPassword: 'form.confirmPasswordMismatch',
  role: 'form.roleRequired',
  name: 'form.nameRequired',
  chatbots: 'form.chatbotsRequired',
  language: 'form.languageRequired',
  allTeams: 'form.teamsRequired',
  teams: 'form.teamsRequired',
}

// ---- names ------------------------------------------------------------------------------------------

/**
 * The form has one name field; the User entity has firstName and lastName. The first word is the first
 * name, the rest the last name, so Dutch particles stay with it ("Sanne de Beheerder" → "Sanne",
 * "de Beheerder"). Inner runs of white space become one space.
 */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') }
}

/** The form's name for a stored user: first and last name, with one space when both are there. */
export function fullName(user: { readonly firstName: string; readonly lastName: string }): string {
  return [user.firstName.trim(), user.lastName.trim()].filter(Boolean).join(' ')
}

/** Email addresses compare case-insensitively and without surrounding space (uniqueness, sign-in). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

// ---- own phone number ('Your info') -----------------------------------------------------------------

/**
 * The number sign-in codes are texted to, as stored: international format ('+31612345678'), the shared
 * phone rule of the WhatsApp templates (+ and 8 to 15 digits; spaces, dots and hyphens allowed while
 * typing). Null when the value is not a valid number.
 */
export function normalizePhoneNumber(value: string): string | null {
  if (value.length > 40 || !isValidPhoneNumber(value)) return null
  return value.trim().replace(/[\s.-]/g, '')
}

/** 'Your info' phone form: the new number and the current password that confirms the change. */
export const ownPhoneNumberSchema = v.object({
  phoneNumber: v.pipe(
    v.string(m('form.phoneInvalid')),
    v.trim(),
    v.check((value) => normalizePhoneNumber(value) !== null, m('form.phoneInvalid')),
  ),
  currentPassword: v.pipe(
    v.string(m('form.currentPasswordRequired')),
    v.nonEmpty(m('form.currentPasswordRequired')),
    v.maxLength(passwordMaxLength, m('form.currentPasswordRequired')),
  ),
})
export type OwnPhoneNumberValues = v.InferOutput<typeof ownPhoneNumberSchema>
