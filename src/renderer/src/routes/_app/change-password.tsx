import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordForm } from '../../features/session/components/password-screens'
import { noSearch } from '../../lib/route-data'

/** Needs nothing but the session, which the root guard has loaded. */
export const Route = createFileRoute('/_app/change-password')({
  validateSearch: noSearch,
  component: ChangePasswordForm,
})
