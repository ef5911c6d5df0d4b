import type { ParseKeys } from 'i18next'
import type { AppAbility, PermissionAction, PermissionSubject } from '@shared/domain/permissions'
import {
  IconAdjustments,
  IconBrain,
  IconBrandWhatsapp,
  IconChartBar,
  IconCircleCheck,
  IconHeartHandshake,
  IconInbox,
  IconKey,
  IconLayoutDashboard,
  IconMessageChatbot,
  IconSitemap,
  IconSpeakerphone,
  IconSettings,
  IconShieldCheck,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
  IconHeadset,
  IconTemplate,
  type Icon,
} from '../../ui/icons'

/**
 * The portal's navigation: areas (groups) with their screens. An entry is listed only once its screen
 * exists and only for a user the shared CASL table allows (`permission`); later issues add one line each.
 * The route's `beforeLoad` checks the same permission (lib/ability `requireAbility`).
 */
export type NavPath =
  | '/dashboard'
  | '/chatbots'
  | '/builder'
  | '/nlp'
  | '/validator'
  | '/inbox'
  | '/inbox-analytics'
  | '/inbox-configuration'
  | '/partner'
  | '/preferences'
  | '/change-password'
  | '/users'
  | '/users-employees'
  | '/users-agents'
  | '/users-permissions'
  | '/your-info'
  | '/whatsapp-templates'
  | '/whatsapp-channels'
  | '/analytics'
  | '/automations'

export interface NavItem {
  readonly id: string
  readonly to: NavPath
  /** Key in the `frame` namespace, or `<namespace>:<key>` for another one. */
  readonly labelKey: NavLabelKey
  readonly icon: Icon
  /** Who sees it; none: every signed-in user. */
  readonly permission?: readonly [PermissionAction, PermissionSubject]
  /** A live count shown beside the entry. */
  readonly badge?: 'inboxUnread'
}

/** The namespaces navigation labels come from; t of useTranslation(navNamespaces) accepts every one. */
export const navNamespaces = [
  'frame',
  'dashboard',
  'inbox',
  'preferences',
  'builder',
  'users',
  'whatsapp',
  'nlp',
  'validator',
  'analytics',
  'automations',
] as const
export type NavLabelKey = ParseKeys<typeof navNamespaces>

export interface NavGroup {
  readonly id: string
  readonly labelKey: NavLabelKey
  readonly items: readonly NavItem[]
}

export const navGroups: readonly NavGroup[] = [
  {
    id: 'home',
    labelKey: 'dashboard:navGroup',
    items: [
      {
        id: 'dashboard',
        to: '/dashboard',
        labelKey: 'dashboard:nav',
        icon: IconLayoutDashboard,
        permission: ['read', 'Dashboard'],
      },
    ],
  },
  {
    id: 'conversations',
    labelKey: 'nav.groups.conversations',
    items: [
      // One entry for the Smart Inbox; its screens (management, analytics, configuration) are tabs inside it.
      {
        id: 'inbox',
        to: '/inbox',
        labelKey: 'inbox:nav',
        icon: IconInbox,
        permission: ['read', 'SmartInbox'],
        badge: 'inboxUnread',
      },
    ],
  },
  {
    id: 'chatbots',
    labelKey: 'nav.groups.chatbots',
    items: [
      {
        id: 'chatbots',
        to: '/chatbots',
        labelKey: 'nav.chatbots',
        icon: IconMessageChatbot,
        permission: ['read', 'Chatbots'],
      },
      {
        id: 'builder',
        to: '/builder',
        labelKey: 'nav.builder',
        icon: IconSitemap,
        permission: ['read', 'Builder'],
      },
      { id: 'nlp', to: '/nlp', labelKey: 'nlp:nav', icon: IconBrain, permission: ['read', 'NlpIntents'] },
      {
        id: 'validator',
        to: '/validator',
        labelKey: 'nav.validator',
        icon: IconCircleCheck,
        permission: ['read', 'ValidatorTest'],
      },
    ],
  },
  {
    id: 'automations',
    labelKey: 'nav.groups.campaigns',
    items: [
      {
        id: 'automations',
        to: '/automations',
        labelKey: 'nav.automations',
        icon: IconSpeakerphone,
        permission: ['read', 'Campaigns'],
      },
    ],
  },
  {
    id: 'analytics',
    labelKey: 'nav.groups.insights',
    items: [
      {
        id: 'analytics',
        to: '/analytics',
        labelKey: 'nav.analytics',
        icon: IconChartBar,
        permission: ['read', 'AnalyticsSummary'],
      },
    ],
  },
  {
    id: 'whatsapp',
    labelKey: 'whatsapp:navGroup',
    items: [
      {
        id: 'whatsapp-templates',
        to: '/whatsapp-templates',
        labelKey: 'whatsapp:nav',
        icon: IconTemplate,
        permission: ['read', 'WhatsAppTemplate'],
      },
      {
        id: 'whatsapp-channels',
        to: '/whatsapp-channels',
        labelKey: 'whatsapp:navChannels',
        icon: IconBrandWhatsapp,
        permission: ['read', 'WhatsApp'],
      },
    ],
  },
  {
    id: 'partner',
    labelKey: 'nav.groups.partner',
    items: [
      {
        id: 'partner',
        to: '/partner',
        labelKey: 'nav.partner',
        icon: IconHeartHandshake,
        permission: ['read', 'PartnerPortal'],
      },
    ],
  },
  {
    id: 'users',
    labelKey: 'nav.groups.people',
    items: [
      {
        id: 'users',
        to: '/users',
        labelKey: 'nav.users',
        icon: IconUsers,
        permission: ['read', 'UsersManagement'],
      },
      // Every signed-in user's own name, language, phone and password.
      { id: 'your-info', to: '/your-info', labelKey: 'nav.yourInfo', icon: IconUserCircle },
    ],
  },
  {
    id: 'app',
    labelKey: 'nav.groups.app',
    // Another namespace by prefix: the preferences feature owns its texts.
    items: [{ id: 'preferences', to: '/preferences', labelKey: 'preferences:nav', icon: IconSettings }],
  },
]

/** Screens the launcher (Ctrl+K) offers besides the navigation entries: tabs and the user's own pages. */
export const launcherScreens: readonly NavItem[] = [
  {
    id: 'inbox-analytics',
    to: '/inbox-analytics',
    labelKey: 'inbox:screens.analytics.title',
    icon: IconChartBar,
    permission: ['read', 'SmartInbox'],
  },
  {
    id: 'inbox-configuration',
    to: '/inbox-configuration',
    labelKey: 'inbox:screens.configuration.title',
    icon: IconAdjustments,
    permission: ['read', 'SettingsAts'],
  },
  { id: 'change-password', to: '/change-password', labelKey: 'nav.changePassword', icon: IconKey },
  {
    id: 'users-employees',
    to: '/users-employees',
    labelKey: 'nav.employees',
    icon: IconUsersGroup,
    permission: ['read', 'UsersManagement'],
  },
  {
    id: 'users-agents',
    to: '/users-agents',
    labelKey: 'nav.agents',
    icon: IconHeadset,
    permission: ['read', 'UsersManagement'],
  },
  {
    id: 'users-permissions',
    to: '/users-permissions',
    labelKey: 'nav.permissions',
    icon: IconShieldCheck,
    permission: ['read', 'UsersManagement'],
  },
]

export function mayOpen(ability: AppAbility, item: NavItem): boolean {
  return !item.permission || ability.can(item.permission[0], item.permission[1])
}

/** The groups and entries this user may use; an area with nothing left is not shown. */
export function visibleNavGroups(ability: AppAbility): NavGroup[] {
  return navGroups
    .map((group) => ({ ...group, items: group.items.filter((item) => mayOpen(ability, item)) }))
    .filter((group) => group.items.length > 0)
}

/** Every screen the launcher may jump to for this user, navigation entries first. */
export function launcherItems(ability: AppAbility): NavItem[] {
  return [
    ...visibleNavGroups(ability).flatMap((group) => group.items),
    ...launcherScreens.filter((item) => mayOpen(ability, item)),
  ]
}
