import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { LocationType, ReminderType, TranslatedField, WeekDay } from '@shared/domain/calendar'
import { calendarUsers, organizations } from '../chatbots/schema'

/*
 * Calendar and appointments (spec 000 §3): a calendar user's availability schemas with their weekly slots,
 * the organisation's event configurations (kinds of appointment), each calendar user's event preference per
 * configuration (when it may be booked), the appointments the bot booked, and the busy times of the linked
 * calendar the sandbox simulates. The calendar user itself lives with the directory (chatbots/schema.ts).
 */

const ms = (name: string) => bigint(name, { mode: 'number' })
const calendarUserId = () =>
  text('calendar_user_id')
    .notNull()
    .references(() => calendarUsers.id, { onDelete: 'cascade' })

/** A named weekly availability a calendar user shares between event preferences; one is the default. */
export const availabilitySchemas = pgTable(
  'availability_schemas',
  {
    id: text('id').primaryKey(),
    calendarUserId: calendarUserId(),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('availability_schemas_user').on(t.calendarUserId)],
)

/** An event configuration: a kind of appointment of the organisation (name, colour, length, location). */
export const eventConfigurations = pgTable(
  'event_configurations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    duration: integer('duration').notNull(),
    locationType: text('location_type').$type<LocationType>().notNull(),
    /** The place, for locationType LOCATION. */
    customLocation: text('custom_location').notNull().default(''),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** E-mail addresses invited to every appointment of this kind. */
    defaultAttendees: jsonb('default_attendees').$type<string[]>().notNull().default([]),
    /** The variable this kind is linked to (null: none) and the values that offer it. */
    scalarNameSelector: text('scalar_name_selector'),
    selectorValues: jsonb('selector_values').$type<string[]>().notNull().default([]),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('event_configurations_organization').on(t.organizationId)],
)

/**
 * When one calendar user may be booked for one event configuration: limits, offsets, range, buffers, and
 * either a shared availability schema or its own weekly slots (scheduleAvailabilities with this id).
 * `version` makes two windows editing the same preference see each other's save (the later one is refused).
 */
export const eventPreferences = pgTable(
  'event_preferences',
  {
    id: text('id').primaryKey(),
    calendarUserId: calendarUserId(),
    eventConfigurationId: text('event_configuration_id')
      .notNull()
      .references(() => eventConfigurations.id, { onDelete: 'cascade' }),
    dailyLimit: integer('daily_limit').notNull(),
    planOffsetDays: integer('plan_offset_days').notNull(),
    sameDayOffsetHours: integer('same_day_offset_hours').notNull(),
    planRange: integer('plan_range').notNull(),
    timeBeforeEvent: integer('time_before_event').notNull(),
    timeAfterEvent: integer('time_after_event').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Null: the preference's own (custom) slots. A schema in use cannot be deleted. */
    scheduleAvailabilitySchemaId: text('schedule_availability_schema_id').references(
      () => availabilitySchemas.id,
      { onDelete: 'restrict' },
    ),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('event_preferences_user_configuration').on(t.calendarUserId, t.eventConfigurationId)],
)

/** A weekly slot of a schema, or of a preference with custom availability (exactly one of the two). */
export const scheduleAvailabilities = pgTable(
  'schedule_availabilities',
  {
    id: text('id').primaryKey(),
    schemaId: text('schema_id').references(() => availabilitySchemas.id, { onDelete: 'cascade' }),
    eventPreferenceId: text('event_preference_id').references(() => eventPreferences.id, {
      onDelete: 'cascade',
    }),
    day: text('day').$type<WeekDay>().notNull(),
    /** HH:mm:ss in the schema's (or calendar user's) time zone. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [
    index('schedule_availabilities_schema').on(t.schemaId),
    index('schedule_availabilities_preference').on(t.eventPreferenceId),
  ],
)

/** An appointment the bot booked for a candidate (the linked calendar shows it as busy). */
export const appointments = pgTable(
  'appointments',
  {
    id: text('id').primaryKey(),
    calendarUserId: calendarUserId(),
    eventConfigurationId: text('event_configuration_id')
      .notNull()
      .references(() => eventConfigurations.id, { onDelete: 'cascade' }),
    startsAt: ms('starts_at').notNull(),
    endsAt: ms('ends_at').notNull(),
    /** The conversation that booked it, when a candidate did. */
    chatbotId: text('chatbot_id'),
    clientId: text('client_id'),
    candidateName: text('candidate_name').notNull().default(''),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('appointments_user_start').on(t.calendarUserId, t.startsAt)],
)

/** Busy times in the linked calendar (the sandbox's stand-in for Google's and Microsoft's free/busy). */
export const calendarBusyTimes = pgTable(
  'calendar_busy_times',
  {
    id: text('id').primaryKey(),
    calendarUserId: calendarUserId(),
    startsAt: ms('starts_at').notNull(),
    endsAt: ms('ends_at').notNull(),
    title: text('title').notNull().default(''),
  },
  (t) => [index('calendar_busy_times_user_start').on(t.calendarUserId, t.startsAt)],
)

/**
 * An event notification (spec §3): a reminder `minutes` before an appointment of the configuration, sent
 * as `type`. One reminder row of the screen is two of these, EMAIL and PUSH, written together or not at all.
 */
export const eventNotifications = pgTable(
  'event_notifications',
  {
    id: text('id').primaryKey(),
    eventConfigurationId: text('event_configuration_id')
      .notNull()
      .references(() => eventConfigurations.id, { onDelete: 'cascade' }),
    type: text('type').$type<ReminderType>().notNull(),
    minutes: integer('minutes').notNull(),
  },
  (t) => [
    uniqueIndex('event_notifications_configuration_type_minutes').on(
      t.eventConfigurationId,
      t.type,
      t.minutes,
    ),
  ],
)

/**
 * A translated text of an event configuration (spec §3): its subject, description or custom location in
 * the languages of `tags`. Written with the configuration in one transaction: a failed save keeps none.
 */
export const eventConfigurationTranslations = pgTable(
  'event_configuration_translations',
  {
    id: text('id').primaryKey(),
    eventConfigurationId: text('event_configuration_id')
      .notNull()
      .references(() => eventConfigurations.id, { onDelete: 'cascade' }),
    field: text('field').$type<TranslatedField>().notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    content: text('content').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('event_configuration_translations_configuration').on(t.eventConfigurationId)],
)
