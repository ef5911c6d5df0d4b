import type { SessionInfo } from '@shared/ipc/session'
import { abilityFor, homePathFor, type HomePath } from '../../lib/ability'

/**
 * Which routes work in which session state (spec 000 §2 "Signed out, or password reset required"). Kept as
 * one pure decision so the root route stays thin and every case is unit-tested.
 */

/** Paths that only make sense while signed out: a signed-in user is sent on to the chatbots. */
export const signedOutPaths = ['/login', '/server', '/sso', '/forgot-password', '/reset-password'] as const

/** Entry points for single sign-on and partner login (spec 000 §2, spec 001 §2). */
const signedOutPrefixes = ['/okta/SAML/login/', '/okta/SAML/callback/'] as const
const entryPaths = ['/auth/callback', '/randstad/login', '/auth/tk-portal'] as const

export const setPasswordPath = '/set-password'
export const serverChoicePath = '/server'
export const loginPath = '/login'
type RedirectTarget = typeof setPasswordPath | typeof serverChoicePath | typeof loginPath | HomePath

export type RouteDecision =
  | { readonly kind: 'wait' }
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: RedirectTarget }

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

export function isSignedOutRoute(pathname: string): boolean {
  const path = normalise(pathname)
  return (
    (signedOutPaths as readonly string[]).includes(path) ||
    (entryPaths as readonly string[]).includes(path) ||
    signedOutPrefixes.some((prefix) => path.startsWith(prefix) && path.length > prefix.length)
  )
}

export function decideRoute(info: SessionInfo | undefined, pathname: string): RouteDecision {
  const path = normalise(pathname)
  if (!info || info.state.status === 'starting') return { kind: 'wait' }
  const { state } = info

  if (state.status === 'signed-out') {
    // First start: nothing chosen yet, so the only useful screen is "where to sign in".
    if (info.server.choice === null && !info.server.serverLocked) {
      return path === serverChoicePath ? { kind: 'allow' } : { kind: 'redirect', to: serverChoicePath }
    }
    return isSignedOutRoute(path) ? { kind: 'allow' } : { kind: 'redirect', to: loginPath }
  }

  // A first-time password blocks everything else until it is set.
  if (state.passwordResetRequired) {
    return path === setPasswordPath ? { kind: 'allow' } : { kind: 'redirect', to: setPasswordPath }
  }
  // Home depends on the role (a partner has no chatbots screen): lib/ability's homePathFor.
  if (path === '/' || path === setPasswordPath || isSignedOutRoute(path)) {
    return { kind: 'redirect', to: homePathFor(abilityFor(info)) }
  }
  // Any other path: the route if it exists, else the router's not-found page.
  return { kind: 'allow' }
}
