/**
 * The portal's areas in the navigation. An entry is listed only once its screen exists; later issues add
 * theirs here (with the permission area that decides who sees it).
 */
export interface NavItem {
  readonly to: string
  /** Key in the `frame` namespace. */
  readonly labelKey: string
}

export const navItems: readonly NavItem[] = [{ to: '/chatbots', labelKey: 'nav.chatbots' }]
