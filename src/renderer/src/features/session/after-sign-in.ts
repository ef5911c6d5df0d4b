/**
 * Small things users hit around signing in, kept in the window's sessionStorage: it
 * survives a reload of this window, not a restart of the app, and is never shared with another window.
 *
 * - A conversation link (`/inbox/<clientId>`) opened while signed out is where the user lands after
 *   signing in (once; only conversation paths, so nothing else can steer where a sign-in ends).
 * - The username typed before the code step survives a reload during that step (never the password).
 * - A notice meant once per run (the sign-in kept only in memory) is not shown again after a reload.
 */
const targetKey = 'portal:after-sign-in'
const usernameKey = 'portal:login-username'
const shownNoticesKey = 'portal:notices-shown'
const conversationPath = /^\/inbox\/[^/?#]{1,200}$/

export interface AfterSignIn {
  readonly pathname: string
  readonly search: Record<string, unknown>
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

export function rememberAfterSignIn(pathname: string, search: Record<string, unknown>): void {
  if (!conversationPath.test(pathname)) return
  storage()?.setItem(targetKey, JSON.stringify({ pathname, search }))
}

/** The remembered conversation, removed as it is read. */
export function takeAfterSignIn(): AfterSignIn | null {
  const store = storage()
  const raw = store?.getItem(targetKey)
  if (!raw) return null
  store?.removeItem(targetKey)
  try {
    const value = JSON.parse(raw) as Partial<AfterSignIn>
    if (typeof value.pathname !== 'string' || !conversationPath.test(value.pathname)) return null
    const search = value.search && typeof value.search === 'object' ? value.search : {}
    return { pathname: value.pathname, search }
  } catch {
    return null
  }
}

export function rememberUsername(username: string): void {
  if (username) storage()?.setItem(usernameKey, username.slice(0, 320))
}

export function rememberedUsername(): string {
  return storage()?.getItem(usernameKey) ?? ''
}

export function forgetUsername(): void {
  storage()?.removeItem(usernameKey)
}

/**
 * True the first time a once-per-run notice asks in this window's run, false after that, also after a
 * reload (a module variable forgets on reload). Without storage it answers true: better a notice twice
 * than never.
 */
export function firstShowingThisRun(notice: string): boolean {
  const store = storage()
  const shown = (store?.getItem(shownNoticesKey) ?? '').split(',').filter(Boolean)
  if (shown.includes(notice)) return false
  store?.setItem(shownNoticesKey, [...shown, notice].join(','))
  return true
}
