/**
 * The portal's areas in the navigation. An entry is listed only once its screen exists; later issues add
 * theirs here (with the permission area that decides who sees it).
 */
export interface NavItem {
  readonly to: string
  /** Key in the `frame` namespace, or `<namespace>:<key>` for another one. */
  readonly labelKey: string
}

export const navItems: readonly NavItem[] = [
  { to: '/chatbots', labelKey: 'nav.chatbots' },
  // One entry for the Smart Inbox; its screens (management, analytics, configuration) link to each other.
  { to: '/inbox', labelKey: 'inbox:nav' },
  // Another namespace by prefix: the preferences feature owns its texts.
  { to: '/preferences', labelKey: 'preferences:nav' },
]
