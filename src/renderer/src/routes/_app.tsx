import { Outlet, createFileRoute } from '@tanstack/react-router'
import { AppFrame } from '../features/frame/components/app-frame'
import { PolicyNotice } from '../features/preferences/components/policy-notice'
import { UpdatePrompt } from '../features/preferences/components/update-prompt'

export const Route = createFileRoute('/_app')({
  component: () => (
    <AppFrame>
      <PolicyNotice />
      <UpdatePrompt />
      <Outlet />
    </AppFrame>
  ),
})
