import type { RegisteredRouter } from '@tanstack/react-router'
import type { CustomTypeOptions, ParseKeys } from 'i18next'
import type { AppAbility, PermissionAction, PermissionSubject } from '@shared/domain/permissions'
import type { Icon } from '../ui/icons'

/**
 * What a route says about its screen, in its `staticData` (ARCHITECTURE §8: the navigation, the launcher,
 * the route guard and the texts to fetch are derived from the routes, not from central lists):
 *
 * ```ts
 * staticData: {
 *   permission: ['read', 'Calendar'],
 *   nav: { label: 'calendar.label', icon: IconCalendar, group: 'calendar.group', order: 450 },
 *   texts: ['calendar'],
 * }
 * ```
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * What the signed-in user must be allowed to open the screen (the shared CASL table). The `_app` guard
     * checks it for every matched route; the navigation and launcher leave the screen out. None: every
     * signed-in user.
     */
    readonly permission?: ScreenPermission
    /** The screen's entry in the navigation and the launcher (Ctrl+K); only on routes without params. */
    readonly nav?: NavEntry
    /** Locale namespaces the screen shows, fetched (with the route) before it renders. */
    readonly texts?: readonly TextNamespace[]
  }
}

export type ScreenPermission = readonly [PermissionAction, PermissionSubject]

/** A locale file (`locales/<lng>/<namespace>.json`). */
export type TextNamespace = keyof CustomTypeOptions['resources']

/** A key of the `nav` namespace: each locale file's `nav` texts by file (`<namespace>.<key>`), see lib/i18n. */
export type NavLabelKey = ParseKeys<'nav'>

export interface NavEntry {
  readonly label: NavLabelKey
  readonly icon: Icon
  /**
   * The navigation's heading the entry is listed under (entries with the same heading form one group).
   * None: the launcher offers the screen, the navigation does not (a tab inside a screen, one's own pages).
   */
  readonly group?: NavLabelKey
  /**
   * Position: entries by order within their group, groups by their first entry; the launcher lists the
   * navigation's entries first, then the others by order.
   */
  readonly order: number
  /** A live count shown beside the entry. */
  readonly badge?: 'inboxUnread'
}

/** A path of the route tree without params: where a navigation entry can lead. */
export type ScreenPath = Exclude<keyof RegisteredRouter['routesByPath'], `${string}$${string}`>

/** A screen with a navigation entry, as the frame and the launcher use it. */
export interface Screen extends NavEntry {
  /** The route's path without its leading slash (`data-nav-id`). */
  readonly id: string
  readonly to: ScreenPath
  readonly permission?: ScreenPermission
}

/** The part of a route this module reads (a router's `routesById` values, or the generated route tree's). */
export interface ScreenRoute {
  readonly fullPath: string
  readonly options: {
    readonly staticData?: { readonly permission?: ScreenPermission; readonly nav?: NavEntry }
  }
}

/** Every screen with a navigation entry, in order. */
export function screensOf(routes: Iterable<ScreenRoute>): Screen[] {
  const screens: Screen[] = []
  for (const route of routes) {
    const nav = route.options.staticData?.nav
    if (!nav) continue
    // `nav` is only on routes without params (see StaticDataRouteOption).
    const to = route.fullPath.replace(/\/$/, '') as ScreenPath
    screens.push({ ...nav, id: to.slice(1), to, permission: route.options.staticData?.permission })
  }
  return screens.sort((a, b) => a.order - b.order)
}

export function mayOpen(ability: AppAbility, screen: { readonly permission?: ScreenPermission }): boolean {
  return !screen.permission || ability.can(screen.permission[0], screen.permission[1])
}

export interface NavGroup {
  readonly label: NavLabelKey
  readonly items: readonly Screen[]
}

/** The navigation's groups and entries this user may use; a group with nothing left is not shown. */
export function visibleNavGroups(screens: readonly Screen[], ability: AppAbility): NavGroup[] {
  const groups = new Map<NavLabelKey, Screen[]>()
  for (const screen of screens) {
    if (!screen.group || !mayOpen(ability, screen)) continue
    groups.set(screen.group, [...(groups.get(screen.group) ?? []), screen])
  }
  return [...groups].map(([label, items]) => ({ label, items }))
}

/** Every screen the launcher may jump to for this user: the navigation's entries first, then the others. */
export function launcherScreens(screens: readonly Screen[], ability: AppAbility): Screen[] {
  return [
    ...visibleNavGroups(screens, ability).flatMap((group) => group.items),
    ...screens.filter((screen) => !screen.group && mayOpen(ability, screen)),
  ]
}
