import { defineAbilityFor, type AbilityUser, type PermissionSubject } from './permissions'
import { roles, type Role } from './roles'

/**
 * The permissions page: what each role may do per area, read from the one permission table
 * (`defineAbilityFor`, the table the sandbox enforces), so the page cannot show anything the server
 * does not do. Pure data: the renderer renders it as a matrix, areas down and profiles across.
 */

/** The four concrete actions a cell reports ('manage' is all four). */
export const matrixActions = ['read', 'create', 'update', 'delete'] as const
export type MatrixAction = (typeof matrixActions)[number]

/**
 * The permission areas in the order of spec 000 §6, then ours (deployments, adminOnly settings, the partner
 * portal). Every subject of the table sits in exactly one area (a test holds this), so a subject added to
 * permissions.ts without a place here fails the tests instead of vanishing from the page.
 */
export const permissionAreas = [
  { id: 'builder', subjects: ['Builder', 'BuilderFlow', 'QA'] },
  { id: 'dashboard', subjects: ['Dashboard'] },
  {
    id: 'analytics',
    subjects: [
      'AnalyticsSummary',
      'AnalyticsConversations',
      'AnalyticsLanguage',
      'AnalyticsFunnel',
      'AnalyticsExport',
    ],
  },
  {
    id: 'chatbotSettings',
    subjects: [
      'SettingsWidget',
      'SettingsWidgetPreview',
      'SettingsAvailabilities',
      'SettingsChatbot',
      'SettingsGroupAppointment',
      'SettingsFacebookLeads',
      'SettingsAts',
    ],
  },
  { id: 'nlp', subjects: ['NlpIntents', 'NlpEntities'] },
  { id: 'usersManagement', subjects: ['UsersManagement'] },
  { id: 'chatbots', subjects: ['Chatbots'] },
  { id: 'whatsApp', subjects: ['WhatsApp'] },
  { id: 'campaigns', subjects: ['Campaigns'] },
  { id: 'validator', subjects: ['ValidatorTest', 'ValidatorResults'] },
  { id: 'whatsAppTemplate', subjects: ['WhatsAppTemplate'] },
  { id: 'smartInbox', subjects: ['SmartInbox'] },
  { id: 'calendar', subjects: ['Calendar'] },
  { id: 'reminder', subjects: ['Reminder'] },
  { id: 'chatbotManagement', subjects: ['ChatbotManagement'] },
  { id: 'adminOnlySettings', subjects: ['AdminOnlySetting'] },
  { id: 'partnerPortal', subjects: ['PartnerPortal'] },
] as const satisfies readonly { id: string; subjects: readonly PermissionSubject[] }[]

export type PermissionAreaId = (typeof permissionAreas)[number]['id']

/**
 * The columns of the page: the superuser flag (not a role, spec 000 §6) and the five roles, highest first.
 * A user with the superuser flag gets the superuser column whatever their role.
 */
export const permissionProfiles = ['SUPERUSER', ...roles] as const
export type PermissionProfile = (typeof permissionProfiles)[number]

export function profileUser(profile: PermissionProfile): AbilityUser {
  return profile === 'SUPERUSER' ? { role: 'ADMIN', isSuperuser: true } : { role: profile }
}

export function profileOf(user: AbilityUser): PermissionProfile | null {
  if (user.isSuperuser === true) return 'SUPERUSER'
  return (roles as readonly (string | null | undefined)[]).includes(user.role) ? (user.role as Role) : null
}

/** Per action: allowed on every subject of the area, on some of them, or on none. */
export type Coverage = 'all' | 'some' | 'none'

/**
 * What a profile may do in an area, summed up for one cell:
 * - `manage`: every action on every subject;
 * - `edit`: reads everything and changes something, without being `manage`;
 * - `read`: reads everything, changes nothing;
 * - `partial`: anything else that is not nothing (some subjects only, or create without update, …);
 * - `none`: nothing.
 */
export type AccessLevel = 'manage' | 'edit' | 'read' | 'partial' | 'none'

export interface AreaAccess {
  readonly level: AccessLevel
  readonly actions: Readonly<Record<MatrixAction, Coverage>>
  /** The detail behind the cell: per subject of the area, the actions allowed. */
  readonly subjects: readonly {
    readonly subject: PermissionSubject
    readonly actions: readonly MatrixAction[]
  }[]
}

/** Which of the four actions a user may take on one subject, in `matrixActions` order. */
export function allowedActions(user: AbilityUser, subject: PermissionSubject): MatrixAction[] {
  const ability = defineAbilityFor(user)
  return matrixActions.filter((action) => ability.can(action, subject))
}

function coverage(count: number, of: number): Coverage {
  if (count === 0) return 'none'
  return count === of ? 'all' : 'some'
}

function levelOf(actions: Record<MatrixAction, Coverage>): AccessLevel {
  const values = matrixActions.map((a) => actions[a])
  if (values.every((c) => c === 'all')) return 'manage'
  if (values.every((c) => c === 'none')) return 'none'
  const writes = (['create', 'update', 'delete'] as const).map((a) => actions[a])
  if (actions.read === 'all') return writes.every((c) => c === 'none') ? 'read' : 'edit'
  return 'partial'
}

/** One cell of the page: what `user` may do in `area`. */
export function areaAccess(
  user: AbilityUser,
  area: { readonly subjects: readonly PermissionSubject[] },
): AreaAccess {
  const ability = defineAbilityFor(user)
  const subjects = area.subjects.map((subject) => ({
    subject,
    actions: matrixActions.filter((action) => ability.can(action, subject)),
  }))
  const actions = Object.fromEntries(
    matrixActions.map((action) => [
      action,
      coverage(subjects.filter((s) => s.actions.includes(action)).length, subjects.length),
    ]),
  ) as Record<MatrixAction, Coverage>
  return { level: levelOf(actions), actions, subjects }
}

/** One column of the page: every area for one user (e.g. "what a new TEAM_LEAD will get" in the user form). */
export function accessByArea(user: AbilityUser): Record<PermissionAreaId, AreaAccess> {
  return Object.fromEntries(permissionAreas.map((area) => [area.id, areaAccess(user, area)])) as Record<
    PermissionAreaId,
    AreaAccess
  >
}

export interface PermissionMatrixRow {
  readonly area: PermissionAreaId
  readonly subjects: readonly PermissionSubject[]
  readonly cells: Readonly<Record<PermissionProfile, AreaAccess>>
}

/** The whole page: a row per area, a cell per profile, in the orders above. */
export function permissionMatrix(): PermissionMatrixRow[] {
  const columns = permissionProfiles.map((profile) => [profile, accessByArea(profileUser(profile))] as const)
  return permissionAreas.map((area) => ({
    area: area.id,
    subjects: area.subjects,
    cells: Object.fromEntries(columns.map(([profile, byArea]) => [profile, byArea[area.id]])) as Record<
      PermissionProfile,
      AreaAccess
    >,
  }))
}
