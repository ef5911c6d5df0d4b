import { createFileRoute } from '@tanstack/react-router'
import { SsoForm } from '../../features/session/components/sso-screens'
import { noSearch } from '../../lib/route-data'

export const Route = createFileRoute('/_auth/sso')({
  validateSearch: noSearch,
  component: SsoForm,
})
