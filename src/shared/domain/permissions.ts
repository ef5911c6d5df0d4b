import { AbilityBuilder, createMongoAbility, type MongoAbility } from '@casl/ability'
import { isRole, type Role } from './roles'

/**
 * The one permission table (spec 000 §6), used by the sandbox server to enforce and by the renderer to
 * hide what a user cannot use. Five levels: superuser (manage all), ADMIN, MANAGER, TEAM_LEAD, EMPLOYEE,
 * plus the partner branch. The spec does not say which role gets which area; the table below is our
 * reading of its role descriptions (docs/decisions/roles-and-permissions.md).
 */
export const permissionSubjects = [
  'Builder',
  'BuilderFlow',
  'QA',
  'Dashboard',
  'AnalyticsSummary',
  'AnalyticsConversations',
  'AnalyticsLanguage',
  'AnalyticsFunnel',
  'AnalyticsExport',
  'SettingsWidget',
  'SettingsWidgetPreview',
  'SettingsAvailabilities',
  'SettingsChatbot',
  'SettingsGroupAppointment',
  'SettingsFacebookLeads',
  'SettingsAts',
  'NlpIntents',
  'NlpEntities',
  'UsersManagement',
  'Chatbots',
  'WhatsApp',
  'Campaigns',
  'ValidatorTest',
  'ValidatorResults',
  'WhatsAppTemplate',
  'SmartInbox',
  'Calendar',
  'Reminder',
  /** Creating, deleting, fixing and recovering deployments (the chatbot-management service). */
  'ChatbotManagement',
  /** Settings flagged adminOnly. */
  'AdminOnlySetting',
  /** The partner portal, the partner branch's only subject. */
  'PartnerPortal',
] as const

export type PermissionSubject = (typeof permissionSubjects)[number]
export type PermissionAction = 'manage' | 'read' | 'create' | 'update' | 'delete'
export type AppAbility = MongoAbility<[PermissionAction, PermissionSubject | 'all']>

export interface AbilityUser {
  readonly role: string | null | undefined
  readonly isSuperuser?: boolean | null
}

const analytics = [
  'AnalyticsSummary',
  'AnalyticsConversations',
  'AnalyticsLanguage',
  'AnalyticsFunnel',
  'AnalyticsExport',
] as const satisfies readonly PermissionSubject[]

const settings = [
  'SettingsWidget',
  'SettingsWidgetPreview',
  'SettingsAvailabilities',
  'SettingsChatbot',
  'SettingsGroupAppointment',
  'SettingsFacebookLeads',
  'SettingsAts',
] as const satisfies readonly PermissionSubject[]

/** What a manager configures: chatbot, conversations, users (spec 000 §6). */
const managerManages = [
  'Builder',
  'BuilderFlow',
  'QA',
  'Dashboard',
  ...analytics,
  ...settings,
  'NlpIntents',
  'NlpEntities',
  'UsersManagement',
  'WhatsApp',
  'Campaigns',
  'ValidatorTest',
  'ValidatorResults',
  'WhatsAppTemplate',
  'SmartInbox',
  'Calendar',
  'Reminder',
] as const satisfies readonly PermissionSubject[]

/** The levels, highest first; `level(user)` places a user on it (unknown roles: none). */
export const permissionLevels = ['SUPERUSER', 'ADMIN', 'MANAGER', 'TEAM_LEAD', 'EMPLOYEE'] as const

export function defineAbilityFor(user: AbilityUser | null | undefined): AppAbility {
  const { can, cannot, build } = new AbilityBuilder<AppAbility>(createMongoAbility)
  if (!user) return build()
  if (user.isSuperuser === true) {
    can('manage', 'all')
    return build()
  }
  const role: Role | null = isRole(user.role) ? user.role : null
  switch (role) {
    case 'ADMIN':
      can('manage', 'all')
      // Deployments and adminOnly settings stay with superusers: they reach beyond one organisation.
      cannot('manage', 'ChatbotManagement')
      cannot('manage', 'AdminOnlySetting')
      cannot('manage', 'PartnerPortal')
      break
    case 'MANAGER':
      can('manage', [...managerManages])
      can('read', 'Chatbots')
      break
    case 'TEAM_LEAD':
      // Views analytics and settings, uses the Smart Inbox.
      can('read', ['Dashboard', 'Chatbots', ...analytics, ...settings])
      can('manage', ['SmartInbox', 'Calendar'])
      break
    case 'EMPLOYEE':
      // Uses the Smart Inbox and provides calendar availability.
      can('read', ['Dashboard', 'Chatbots'])
      can('manage', ['SmartInbox', 'Calendar'])
      break
    case 'PARTNER':
      can(['read', 'create'], 'PartnerPortal')
      break
    default:
      // The original system gave unknown roles manage-all; we give nothing
      // (docs/decisions/roles-and-permissions.md).
      break
  }
  return build()
}

/**
 * The Smart Inbox CSV export is analytics export (spec 000 §6 "analytics (…, export)"): the server refuses
 * `export=true` without it, main refuses to start the job, and the renderer hides the button.
 */
export const inboxExportPermission = { action: 'read', subject: 'AnalyticsExport' } as const

export function mayExportInbox(user: AbilityUser | null | undefined): boolean {
  return isAllowed(user, inboxExportPermission.action, inboxExportPermission.subject)
}

/** A plain check for code that does not want to hold an ability object. */
export function isAllowed(
  user: AbilityUser | null | undefined,
  action: PermissionAction,
  subject: PermissionSubject,
): boolean {
  return defineAbilityFor(user).can(action, subject)
}
