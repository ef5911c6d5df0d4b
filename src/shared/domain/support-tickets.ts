import * as v from 'valibot'

/**
 * The report / support ticket (spec 000 §5 "Report modal": subject and contact email required, valid
 * email, image png or jpg only; the call is ours, `POST /api/v1/support-ticket/`, docs/sandbox-api.md).
 * Messages reuse the user form's wording (spec 000 §5 "User create") where the spec gives none.
 */
export const supportTicketMessages = {
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
} as const

const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The contact address rule, shared by the report form and the server (at most 254 characters). */
export function isValidContactEmail(text: string): boolean {
  return text.length <= 254 && email.test(text)
}

/** Control characters other than tab, line feed and carriage return (a message keeps its lines). */
function hasControlCharacters(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true
  }
  return false
}

/** Text people wrote: kept as written, without control characters other than line breaks and tabs. */
const written = (max: number) =>
  v.pipe(
    v.string(),
    v.maxLength(max, `At most ${max} characters.`),
    v.check((text) => !hasControlCharacters(text), 'Remove the control characters.'),
  )

export const supportTicketSchema = v.object({
  subject: v.pipe(written(200), v.trim(), v.minLength(1, supportTicketMessages.required)),
  contactEmail: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, supportTicketMessages.required),
    // One message per field: an empty address is "required", not also "invalid".
    v.check((text) => text === '' || isValidContactEmail(text), supportTicketMessages.email),
  ),
  message: v.optional(written(10_000), ''),
  /** The uploaded image's location (the cloud-storage upload's answer), if the user kept one. */
  imageUrl: v.optional(
    v.nullable(v.pipe(v.string(), v.url(), v.startsWith('http'), v.maxLength(2048))),
    null,
  ),
  /** When reported from a conversation: its chatbot's project id and the conversation's `client_id`. */
  projectId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100))), null),
  clientId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200))), null),
  /** What the user let the report say about where they were: the screen and the app's version. */
  screen: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(300))), null),
  appVersion: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(50))), null),
})
export type SupportTicketInput = v.InferInput<typeof supportTicketSchema>
export type SupportTicketFields = v.InferOutput<typeof supportTicketSchema>

/** A ticket in the superusers' list. */
export interface SupportTicket extends SupportTicketFields {
  readonly id: string
  readonly username: string | null
  readonly createdAt: number
}
