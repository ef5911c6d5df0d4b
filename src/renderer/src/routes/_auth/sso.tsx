import { createFileRoute } from '@tanstack/react-router'
import { SsoForm } from '../../features/session/components/sso-screens'

export const Route = createFileRoute('/_auth/sso')({
  component: SsoForm,
})
