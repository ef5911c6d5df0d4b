import { AbilityProvider, Can as CaslCan, useAbility, type CanProps } from '@casl/react'
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { useMemo, type ReactNode } from 'react'
import { defineAbilityFor, type AppAbility } from '@shared/domain/permissions'
import type { SessionInfo } from '@shared/ipc/session'
import { mayOpen, type ScreenPermission } from './screens'
import { sessionQuery, signedInState, useSession } from './session'

/**
 * What the signed-in user may use, from the one CASL table in `shared/domain/permissions.ts` (the server
 * enforces the same table; hiding here is convenience). Signed out: an ability that allows nothing.
 */
export function abilityFor(info: SessionInfo | undefined): AppAbility {
  return defineAbilityFor(signedInState(info)?.user ?? null)
}

/** Puts the signed-in user's ability in context for `Can` and `useAppAbility`. */
export function SessionAbilityProvider({ children }: { children: ReactNode }) {
  const user = signedInState(useSession().data)?.user
  const role = user?.role
  const isSuperuser = user?.isSuperuser
  const ability = useMemo(
    () => defineAbilityFor(role === undefined ? null : { role, isSuperuser }),
    [role, isSuperuser],
  )
  return <AbilityProvider value={ability}>{children}</AbilityProvider>
}

export function useAppAbility(): AppAbility {
  return useAbility<AppAbility>()
}

/** `<Can I="update" a="SettingsAts">…</Can>`: renders its children only when the user may. */
export function Can(props: CanProps<AppAbility>) {
  return <CaslCan<AppAbility> {...props} />
}

export const homePaths = ['/chatbots', '/inbox', '/partner', '/preferences'] as const
export type HomePath = (typeof homePaths)[number]

/**
 * Where a signed-in user starts, and where a route they may not use sends them: the chatbots (spec 000 §2
 * "/ redirects to /chatbots"), else the Smart Inbox, else the partner portal, else their preferences.
 */
export function homePathFor(ability: AppAbility): HomePath {
  if (ability.can('read', 'Chatbots')) return '/chatbots'
  if (ability.can('read', 'SmartInbox')) return '/inbox'
  if (ability.can('read', 'PartnerPortal')) return '/partner'
  return '/preferences'
}

/**
 * The one route guard (the `_app` layout's `beforeLoad`): a user who may not open one of the matched
 * screens (each route's `staticData.permission`) is sent to their home, not to an error or a "no access"
 * screen; `onRefused` hears which screen it was (not for a preload: nobody asked to go there yet).
 * Signed-out users are the root guard's business.
 */
export async function requirePermissions<S extends { readonly permission?: ScreenPermission }>(
  queryClient: QueryClient,
  screens: readonly S[],
  onRefused?: (screen: S) => void,
): Promise<void> {
  const info = await queryClient.ensureQueryData(sessionQuery)
  if (!signedInState(info)) return
  const ability = abilityFor(info)
  const refused = screens.find((screen) => !mayOpen(ability, screen))
  if (!refused) return
  onRefused?.(refused)
  throw redirect({ to: homePathFor(ability), replace: true })
}
