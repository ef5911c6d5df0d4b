import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordForm } from '../../features/session/components/password-screens'

export const Route = createFileRoute('/_auth/forgot-password')({
  component: ForgotPasswordForm,
})
