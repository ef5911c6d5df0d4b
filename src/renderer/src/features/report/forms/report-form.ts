import * as v from 'valibot'
import { isValidContactEmail } from '@shared/domain/support-tickets'

/**
 * The report modal's rules (spec 000 §5 "Report modal"): subject and contact e-mail required, the e-mail
 * valid; the image's PNG/JPG rule is main's (it reads the bytes). Messages are keys of the `report`
 * namespace, worded as the user form's (spec 000 §5 "User create"). Main checks the same shared rules.
 */
export const reportFormSchema = v.object({
  subject: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'form.subjectRequired'),
    v.maxLength(200, 'form.subjectTooLong'),
  ),
  contactEmail: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'form.contactEmailRequired'),
    // One message per field: an empty address is "required", not also "invalid".
    v.check((text) => text === '' || isValidContactEmail(text), 'form.emailInvalid'),
  ),
  message: v.pipe(v.string(), v.maxLength(10_000, 'form.messageTooLong')),
})
export type ReportFormInput = v.InferInput<typeof reportFormSchema>
export type ReportFormValues = v.InferOutput<typeof reportFormSchema>
