import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordForm } from '../../features/session/components/password-screens'
import { noSearch } from '../../lib/route-data'
import { IconKey } from '../../ui/icons'

/** Needs nothing but the session, which the root guard has loaded. */
export const Route = createFileRoute('/_app/change-password')({
  staticData: {
    nav: { label: 'session.changePassword', icon: IconKey, order: 815 },
  },
  validateSearch: noSearch,
  component: ChangePasswordForm,
})
