import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordForm } from '../../features/session/components/password-screens'
import { noSearch } from '../../lib/route-data'

export const Route = createFileRoute('/_auth/forgot-password')({
  validateSearch: noSearch,
  component: ForgotPasswordForm,
})
