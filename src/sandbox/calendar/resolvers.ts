import { mayEditCalendarUser } from '@shared/domain/calendar'
import { calendarUserGql } from '../chatbots/directory-service'
import type { SandboxDb } from '../db/sandbox-db'
import { assertAllowed } from '../permissions'
import { remindersOf } from './event-notification-service'
import { textsOf } from './event-translation-service'
import type { AuthenticatedUser } from '../auth/auth-service'
import type { Resolvers } from '../graphql/generated/router-resolvers-types'
import {
  cloneEventConfiguration,
  createAvailabilitySchema,
  createEventConfiguration,
  createEventPreference,
  createScheduleAvailability,
  deleteAvailabilitySchema,
  deleteEventConfiguration,
  deleteScheduleAvailability,
  deleteEventPreference,
  organizationEventConfigurations,
  updateAvailabilitySchema,
  updateCalendarUser,
  updateEventConfiguration,
  updateEventPreference,
  updateScheduleAvailability,
  visibleCalendarUser,
  visibleCalendarUsers,
  type Refusal,
  type SchemaWithUse,
} from './calendar-service'
import { calendarLoaders } from './calendar-loaders'
import { authenticateCalendar, replaceCalendarToken } from './calendar-link-service'
import { explainSlots, teamCoverage } from './slots-service'

type EventConfigurationRow = Awaited<ReturnType<typeof organizationEventConfigurations>>[number]

const configurationGql = (row: EventConfigurationRow) => ({
  id: row.id,
  name: row.name,
  color: row.color,
  duration: row.duration,
  location: row.locationType,
  customLocation: row.customLocation,
  isEnabled: row.isEnabled,
  defaultAttendees: row.defaultAttendees,
  scalarNameSelector: row.scalarNameSelector,
  selectorValues: row.selectorValues,
})

const schemaGql = (schema: SchemaWithUse) => ({
  id: schema.id,
  name: schema.name,
  timeZone: schema.timeZone,
  isDefault: schema.isDefault,
  scheduleAvailabilities: schema.scheduleAvailabilities,
  usedBy: schema.usedBy,
})

/** A service answer as the GraphQL result: ok with the calendar user read again, or the refusal. */
async function calendarUserResult(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  answer:
    | { ok: true; calendarUserId: string }
    | { ok: false; code: string; errorMessage: string; errors: { field: string; messages: string[] }[] },
) {
  if (!answer.ok) return { ...answer, calendarUser: null }
  const row = await visibleCalendarUser(db, viewer, answer.calendarUserId)
  return {
    ok: true,
    code: null,
    errorMessage: null,
    errors: [],
    calendarUser: row ? await calendarUserGql(db, row.user) : null,
  }
}

function configurationResult(answer: { ok: true; eventConfiguration: EventConfigurationRow } | Refusal) {
  if (!answer.ok) return { ...answer, eventConfiguration: null }
  return {
    ok: true,
    code: null,
    errorMessage: null,
    errors: [],
    eventConfiguration: configurationGql(answer.eventConfiguration),
  }
}

/**
 * Calendar users, schemas, preferences and event configurations (src/shared/graphql/router/calendar.ts).
 * The calendar right is checked here; who may change which calendar user in calendar-service.ts.
 */
export const calendarResolvers: Resolvers = {
  Query: {
    allCalendarUsers: async (_, __, { services, user }) => {
      assertAllowed(user, 'read', 'Calendar')
      const rows = await visibleCalendarUsers(services.db, user)
      const all = await Promise.all(rows.map((row) => calendarUserGql(services.db, row.user)))
      return all.filter((calendarUser) => calendarUser !== null)
    },
    calendarUser: async (_, { id }, { services, user }) => {
      assertAllowed(user, 'read', 'Calendar')
      const row = await visibleCalendarUser(services.db, user, id)
      return row ? calendarUserGql(services.db, row.user) : null
    },
    calendarSlots: async (_, args, { services, user }) => {
      assertAllowed(user, 'read', 'Calendar')
      const explanation = await explainSlots(services.db, user, args, services.clock.now())
      const iso = (ms: number) => new Date(ms).toISOString()
      return {
        ...explanation,
        days: explanation.days.map((day) => ({
          day: day.day,
          offered: day.offered.map((slot) => ({ start: iso(slot.start), end: iso(slot.end) })),
          removed: day.removed.map((slot) => ({
            start: iso(slot.start),
            end: iso(slot.end),
            reason: slot.reason,
          })),
        })),
      }
    },
    calendarCoverage: (_, args, { services, user }) => {
      assertAllowed(user, 'read', 'Calendar')
      return teamCoverage(services.db, user, args, services.clock.now())
    },
    allEventConfigurations: async (_, __, { services, user }) => {
      assertAllowed(user, 'read', 'Calendar')
      return (await organizationEventConfigurations(services.db, user)).map(configurationGql)
    },
  },
  EventConfiguration: {
    notifications: async (parent, _, context) =>
      calendarLoaders(context, context.services.db).notifications(parent.id),
    reminders: async (parent, _, context) =>
      remindersOf(await calendarLoaders(context, context.services.db).notifications(parent.id)),
    subject: async (parent, _, context) =>
      textsOf(await calendarLoaders(context, context.services.db).translations(parent.id), 'subject'),
    description: async (parent, _, context) =>
      textsOf(await calendarLoaders(context, context.services.db).translations(parent.id), 'description'),
    customLocationTranslations: async (parent, _, context) =>
      textsOf(await calendarLoaders(context, context.services.db).translations(parent.id), 'customLocation'),
  },
  CalendarUser: {
    availabilitySchemas: async (parent, _, context) =>
      (await calendarLoaders(context, context.services.db).schemas(parent.id)).map(schemaGql),
    defaultAvailabilitySchema: async (parent, _, context) => {
      const schemas = await calendarLoaders(context, context.services.db).schemas(parent.id)
      const schema = schemas.find((one) => one.isDefault)
      return schema ? schemaGql(schema) : null
    },
    eventPreferences: async (parent, _, context) => {
      const loaders = calendarLoaders(context, context.services.db)
      const [preferences, schemas] = await Promise.all([
        loaders.preferences(parent.id),
        loaders.schemas(parent.id),
      ])
      return preferences.map((preference) => {
        const schema = schemas.find((one) => one.id === preference.scheduleAvailabilitySchemaId)
        return {
          id: preference.id,
          eventConfiguration: configurationGql(preference.eventConfiguration),
          dailyLimit: preference.dailyLimit,
          planOffsetDays: preference.planOffsetDays,
          sameDayOffsetHours: preference.sameDayOffsetHours,
          planRange: preference.planRange,
          timeBeforeEvent: preference.timeBeforeEvent,
          timeAfterEvent: preference.timeAfterEvent,
          enabled: preference.enabled,
          scheduleAvailabilitySchema: schema ? schemaGql(schema) : null,
          scheduleAvailabilities: schema ? schema.scheduleAvailabilities : preference.ownSlots,
          version: preference.version,
        }
      })
    },
    mayEdit: (parent, _, { user }) => mayEditCalendarUser(user, parent.userRouterId),
  },
  Mutation: {
    updateCalendarUser: async (_, { id, ...changes }, { services, user }) => {
      assertAllowed(user, 'update', 'Calendar')
      return calendarUserResult(services.db, user, await updateCalendarUser(services.db, user, id, changes))
    },
    createAvailabilitySchema: async (_, { calendarUserId, input }, { services, user }) => {
      assertAllowed(user, 'create', 'Calendar')
      const answer = await createAvailabilitySchema(
        services.db,
        user,
        calendarUserId,
        input,
        services.clock.now(),
      )
      return calendarUserResult(services.db, user, answer)
    },
    updateAvailabilitySchema: async (_, { id, input }, { services, user }) => {
      assertAllowed(user, 'update', 'Calendar')
      return calendarUserResult(
        services.db,
        user,
        await updateAvailabilitySchema(services.db, user, id, input),
      )
    },
    deleteAvailabilitySchema: async (_, { id }, { services, user }) => {
      assertAllowed(user, 'delete', 'Calendar')
      return calendarUserResult(services.db, user, await deleteAvailabilitySchema(services.db, user, id))
    },
    createScheduleAvailability: async (_, { schemaId, eventPreferenceId, input }, { services, user }) => {
      assertAllowed(user, 'create', 'Calendar')
      const answer = await createScheduleAvailability(
        services.db,
        user,
        { schemaId, eventPreferenceId },
        input,
      )
      return calendarUserResult(services.db, user, answer)
    },
    updateScheduleAvailability: async (_, { id, input }, { services, user }) => {
      assertAllowed(user, 'update', 'Calendar')
      return calendarUserResult(
        services.db,
        user,
        await updateScheduleAvailability(services.db, user, id, input),
      )
    },
    deleteScheduleAvailability: async (_, { id }, { services, user }) => {
      assertAllowed(user, 'delete', 'Calendar')
      return calendarUserResult(services.db, user, await deleteScheduleAvailability(services.db, user, id))
    },
    createEventConfiguration: async (_, { input }, { services, user }) => {
      assertAllowed(user, 'create', 'Calendar')
      if (input.reminders) assertAllowed(user, 'create', 'Reminder')
      return configurationResult(
        await createEventConfiguration(services.db, user, input, services.clock.now()),
      )
    },
    updateEventConfiguration: async (_, { id, input }, { services, user }) => {
      assertAllowed(user, 'update', 'Calendar')
      if (input.reminders) assertAllowed(user, 'update', 'Reminder')
      return configurationResult(await updateEventConfiguration(services.db, user, id, input))
    },
    deleteEventConfiguration: async (_, { id }, { services, user }) => {
      assertAllowed(user, 'delete', 'Calendar')
      return configurationResult(await deleteEventConfiguration(services.db, user, id))
    },
    cloneEventConfiguration: async (_, { id, newName }, { services, user }) => {
      assertAllowed(user, 'create', 'Calendar')
      return configurationResult(
        await cloneEventConfiguration(services.db, user, id, newName, services.clock.now()),
      )
    },
    createEventPreference: async (_, { calendarUserId, eventConfigurationId, input }, { services, user }) => {
      assertAllowed(user, 'create', 'Calendar')
      const answer = await createEventPreference(services.db, user, calendarUserId, eventConfigurationId, {
        ...input,
        scheduleAvailabilitySchemaId: input.scheduleAvailabilitySchemaId ?? null,
        slots: input.slots ?? null,
      })
      return calendarUserResult(services.db, user, answer)
    },
    updateEventPreference: async (_, { id, version, input }, { services, user }) => {
      assertAllowed(user, 'update', 'Calendar')
      const answer = await updateEventPreference(services.db, user, id, version, {
        ...input,
        scheduleAvailabilitySchemaId: input.scheduleAvailabilitySchemaId ?? null,
        slots: input.slots ?? null,
      })
      return calendarUserResult(services.db, user, answer)
    },
    authenticateCalendar: async (_, input, { services, user }) => {
      assertAllowed(user, 'update', 'Calendar')
      return calendarUserResult(services.db, user, await authenticateCalendar(services, user, input))
    },
    updateCalendarToken: async (_, { token, userId }, { services, user }) => {
      assertAllowed(user, 'update', 'Calendar')
      return calendarUserResult(services.db, user, await replaceCalendarToken(services, user, userId, token))
    },
    updateMicrosoftCalendarToken: async (_, { token, userId }, { services, user }) => {
      assertAllowed(user, 'update', 'Calendar')
      return calendarUserResult(services.db, user, await replaceCalendarToken(services, user, userId, token))
    },
    deleteEventPreference: async (_, { id }, { services, user }) => {
      assertAllowed(user, 'delete', 'Calendar')
      return calendarUserResult(services.db, user, await deleteEventPreference(services.db, user, id))
    },
  },
}
