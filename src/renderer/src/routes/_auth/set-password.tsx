import { createFileRoute } from '@tanstack/react-router'
import { FirstPasswordForm } from '../../features/session/components/password-screens'
import { noSearch } from '../../lib/route-data'

/** First-time password (requiresPasswordReset): the guard sends every other path here until it is set. */
export const Route = createFileRoute('/_auth/set-password')({
  validateSearch: noSearch,
  component: FirstPasswordForm,
})
