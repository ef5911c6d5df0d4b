import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

// Times are epoch milliseconds from the injected clock, so tests can move time without timezone noise.
const ms = (name: string) => bigint(name, { mode: 'number' })

export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
})

export const chatbots = pgTable('chatbots', {
  id: text('id').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id),
  /** The spec's Chatbot.name: the project id. */
  projectId: text('project_id').notNull().unique(),
  projectName: text('project_name').notNull(),
  serverId: text('server_id').notNull(),
  suspended: boolean('suspended').notNull().default(false),
  useBetaPortal: boolean('use_beta_portal').notNull().default(false),
  deleted: boolean('deleted').notNull().default(false),
  ats: text('ats').notNull(),
  atsSpecificTemplatesEnvironment: text('ats_specific_templates_environment'),
  whatsappProvider: text('whatsapp_provider'),
  smartInboxEnabled: boolean('smart_inbox_enabled').notNull().default(false),
  defaultLanguageTag: text('default_language_tag').notNull().default('nl'),
  allowedCategories: jsonb('allowed_categories').$type<string[]>().notNull().default([]),
  supportsNestedWhereQueries: boolean('supports_nested_where_queries').notNull().default(false),
  disallowDisableEventPreference: boolean('disallow_disable_event_preference').notNull().default(false),
  supportsMappingCreation: boolean('supports_mapping_creation').notNull().default(false),
  ssoEnabled: boolean('sso_enabled').notNull().default(false),
  apiToken: text('api_token').notNull(),
  createdAt: ms('created_at').notNull(),
})

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id),
  username: text('username').notNull().unique(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Null: the user has not chosen one; the interface then follows the chatbot's default language (spec 000 §1). */
  language: text('language'),
  /** Free text on purpose: an unknown role must be storable so the server can refuse it everything. */
  role: text('role').notNull(),
  isSuperuser: boolean('is_superuser').notNull().default(false),
  passwordHash: text('password_hash').notNull(),
  phoneNumber: text('phone_number'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(true),
  requiresPhoneChange: boolean('requires_phone_change').notNull().default(false),
  requiresPasswordReset: boolean('requires_password_reset').notNull().default(false),
  calendarAuthHandler: text('calendar_auth_handler'),
  calendarIsAuthenticated: boolean('calendar_is_authenticated').notNull().default(false),
  pagesVisited: jsonb('pages_visited').$type<Record<string, unknown>>().notNull().default({}),
  isInTkPortal: boolean('is_in_tk_portal').notNull().default(false),
  allTeams: boolean('all_teams').notNull().default(true),
  createdAt: ms('created_at').notNull(),
})

export const userChatbots = pgTable(
  'user_chatbots',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatbotId: text('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chatbotId] })],
)

export const teams = pgTable('teams', {
  id: text('id').primaryKey(),
  chatbotId: text('chatbot_id')
    .notNull()
    .references(() => chatbots.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
})

export const userTeams = pgTable(
  'user_teams',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId] })],
)

export const employees = pgTable('employees', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
})

export const agents = pgTable('agents', {
  id: text('id').primaryKey(),
  chatbotId: text('chatbot_id')
    .notNull()
    .references(() => chatbots.id, { onDelete: 'cascade' }),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  isActive: boolean('is_active').notNull().default(true),
  isAdmin: boolean('is_admin').notNull().default(false),
  devices: jsonb('devices').$type<string[]>().notNull().default([]),
})

export const agentTeams = pgTable(
  'agent_teams',
  {
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    hasAccess: boolean('has_access').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.teamId] })],
)

export const calendarUsers = pgTable('calendar_users', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  isCalendarAuthenticated: boolean('is_calendar_authenticated').notNull().default(false),
  calendarProduct: text('calendar_product'),
  timeZone: text('time_zone').notNull().default('Europe/Amsterdam'),
  spokenLanguages: jsonb('spoken_languages').$type<string[]>().notNull().default([]),
  excludedDays: jsonb('excluded_days').$type<string[]>().notNull().default([]),
  blockedStatuses: jsonb('blocked_statuses').$type<string[]>().notNull().default([]),
})

export const stateGroupTemplates = pgTable('state_group_templates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  isBetaTemplate: boolean('is_beta_template').notNull().default(false),
})
