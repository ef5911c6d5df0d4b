import { Outlet, createFileRoute } from '@tanstack/react-router'
import { LanguageSwitcher } from '../features/frame/components/language-switcher'
import { AuthLayout } from '../features/session/components/auth-layout'

/** Every signed-out screen: the sign-in card with the language control (the guard in __root decides who gets here). */
export const Route = createFileRoute('/_auth')({
  component: () => (
    <AuthLayout languageControl={<LanguageSwitcher />}>
      <Outlet />
    </AuthLayout>
  ),
})
