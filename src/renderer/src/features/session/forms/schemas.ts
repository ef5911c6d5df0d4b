import * as v from 'valibot'
import { meetsPasswordCriteria } from '@shared/domain/password-policy'

/**
 * Form schemas of the sign-in screens. Messages are keys in the `session` namespace, translated where the
 * error is shown, so one schema serves both languages. Main validates every input again (ARCHITECTURE §3).
 */

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message))

/** https anywhere; plain http only for this computer (127.0.0.1), as main accepts. */
export function isAllowedServerAddress(address: string): boolean {
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.protocol === 'https:') return url.hostname.length > 0
  return url.protocol === 'http:' && url.hostname === '127.0.0.1'
}

export const serverChoiceSchema = v.variant('kind', [
  v.object({ kind: v.literal('demo'), address: v.string() }),
  v.object({
    kind: v.literal('remote'),
    address: v.pipe(
      required('server.addressRequired'),
      v.check(isAllowedServerAddress, 'server.addressInvalid'),
    ),
  }),
])
export type ServerChoiceValues = v.InferInput<typeof serverChoiceSchema>

export const loginSchema = v.object({
  username: required('login.usernameRequired'),
  password: v.pipe(v.string(), v.nonEmpty('login.passwordRequired')),
})
export type LoginValues = v.InferInput<typeof loginSchema>

export const phoneSchema = v.object({
  phoneNumber: v.pipe(
    required('phone.required'),
    // The same shape main's contract accepts, so the user hears about a typo before a round trip.
    v.regex(/^\+?[0-9 ()-]{8,20}$/, 'phone.invalid'),
  ),
})
export type PhoneValues = v.InferInput<typeof phoneSchema>

export const codeSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^[0-9]{6}$/, 'code.required')),
})

export const ssoSchema = v.object({
  client: v.pipe(required('sso.clientRequired'), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'sso.clientInvalid')),
})
export type SsoValues = v.InferInput<typeof ssoSchema>

export const forgotSchema = v.object({
  email: v.pipe(required('forgot.emailRequired'), v.email('forgot.emailInvalid')),
})
export type ForgotValues = v.InferInput<typeof forgotSchema>

/** A new password meeting the spec's criteria, typed twice (spec 000 §5 "Passwords"). */
const newPasswordEntries = {
  password: v.pipe(
    v.string(),
    v.nonEmpty('password.required'),
    v.check(meetsPasswordCriteria, 'password.criteriaNotMet'),
  ),
  repeat: v.pipe(v.string(), v.nonEmpty('password.repeatRequired')),
}

// The repeat must equal the new password; `forward` puts the message under the repeat field. Written out per
// schema because valibot's path types do not survive a generic helper.
export const newPasswordSchema = v.pipe(
  v.object(newPasswordEntries),
  v.forward(
    v.partialCheck(
      [['password'], ['repeat']],
      (input) => input.password === input.repeat,
      'password.mismatch',
    ),
    ['repeat'],
  ),
)
export type NewPasswordValues = v.InferInput<typeof newPasswordSchema>

export const resetPasswordSchema = v.pipe(
  v.object({ guid: required('reset.guidRequired'), ...newPasswordEntries }),
  v.forward(
    v.partialCheck(
      [['password'], ['repeat']],
      (input) => input.password === input.repeat,
      'password.mismatch',
    ),
    ['repeat'],
  ),
)
export type ResetPasswordValues = v.InferInput<typeof resetPasswordSchema>

export const changePasswordSchema = v.pipe(
  v.object({ oldPassword: v.pipe(v.string(), v.nonEmpty('password.required')), ...newPasswordEntries }),
  v.forward(
    v.partialCheck(
      [['password'], ['repeat']],
      (input) => input.password === input.repeat,
      'password.mismatch',
    ),
    ['repeat'],
  ),
)
export type ChangePasswordValues = v.InferInput<typeof changePasswordSchema>
