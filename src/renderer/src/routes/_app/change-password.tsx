import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordForm } from '../../features/session/components/password-screens'

export const Route = createFileRoute('/_app/change-password')({
  component: ChangePasswordForm,
})
