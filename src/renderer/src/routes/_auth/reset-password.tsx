import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ResetPasswordForm } from '../../features/session/components/password-screens'
import { searchValidator } from '../../lib/route-data'

/** `?guid=` from the emailed link (or the demo notice); without it the screen asks for the code. */
const searchSchema = v.object({
  guid: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))), undefined),
})

export const Route = createFileRoute('/_auth/reset-password')({
  validateSearch: searchValidator(searchSchema),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { guid } = Route.useSearch()
  // Keyed on the link: opening another reset link (the demo notice) starts a fresh form.
  return <ResetPasswordForm key={guid ?? ''} {...(guid ? { guid } : {})} />
}
