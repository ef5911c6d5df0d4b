import { Outlet, createFileRoute } from '@tanstack/react-router'
import { AppFrame } from '../features/frame/components/app-frame'

export const Route = createFileRoute('/_app')({
  component: () => (
    <AppFrame>
      <Outlet />
    </AppFrame>
  ),
})
