import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import type { EventConfigurationFields, EventPreferenceRules, ScheduleSlot } from '@shared/domain/calendar'
import { routerGraphql } from '@shared/graphql/generated/router'
import type { CalendarProductName } from '@shared/domain/calendar-link'
import { requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { rest } from '../../../lib/rest'
import { calendarKeys } from '../scope'
import {
  calendarUserSchema,
  eventConfigurationSchema,
  resultEntries,
  type CalendarUser,
  type CalendarUserSummary,
  type EventConfiguration,
} from './calendar-users'

/**
 * The router's calendar mutations (src/shared/graphql/router/calendar.ts). Each answers the calendar user
 * as it now is (or the event configuration), which replaces the cached one at once; the overview is then
 * read again, for what the change did to others (a schema's "used by").
 */
const calendarUserResult = v.object({ ...resultEntries, calendarUser: v.nullable(calendarUserSchema) })
const configurationResult = v.object({
  ...resultEntries,
  eventConfiguration: v.nullable(eventConfigurationSchema),
})

const updateCalendarUserDocument = routerGraphql(`
  mutation UpdateCalendarUser(
    $id: ID!
    $timeZone: String!
    $spokenLanguages: [String!]!
    $excludedDays: [String!]!
  ) {
    updateCalendarUser(
      id: $id
      timeZone: $timeZone
      spokenLanguages: $spokenLanguages
      excludedDays: $excludedDays
    ) {
      ...CalendarUserResultFields
    }
  }
  fragment CalendarUserResultFields on CalendarUserResult {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    calendarUser {
      ...CalendarUserFields
    }
  }
`)
const createSchemaDocument = routerGraphql(`
  mutation CreateAvailabilitySchema($calendarUserId: ID!, $input: AvailabilitySchemaInput!) {
    createAvailabilitySchema(calendarUserId: $calendarUserId, input: $input) {
      ...CalendarUserResultFields
    }
  }
`)
const updateSchemaDocument = routerGraphql(`
  mutation UpdateAvailabilitySchema($id: ID!, $input: AvailabilitySchemaInput!) {
    updateAvailabilitySchema(id: $id, input: $input) {
      ...CalendarUserResultFields
    }
  }
`)
const deleteSchemaDocument = routerGraphql(`
  mutation DeleteAvailabilitySchema($id: ID!) {
    deleteAvailabilitySchema(id: $id) {
      ...CalendarUserResultFields
    }
  }
`)
const createPreferenceDocument = routerGraphql(`
  mutation CreateEventPreference(
    $calendarUserId: ID!
    $eventConfigurationId: ID!
    $input: EventPreferenceInput!
  ) {
    createEventPreference(
      calendarUserId: $calendarUserId
      eventConfigurationId: $eventConfigurationId
      input: $input
    ) {
      ...CalendarUserResultFields
    }
  }
`)
const updatePreferenceDocument = routerGraphql(`
  mutation UpdateEventPreference($id: ID!, $version: Int!, $input: EventPreferenceInput!) {
    updateEventPreference(id: $id, version: $version, input: $input) {
      ...CalendarUserResultFields
    }
  }
`)
const deletePreferenceDocument = routerGraphql(`
  mutation DeleteEventPreference($id: ID!) {
    deleteEventPreference(id: $id) {
      ...CalendarUserResultFields
    }
  }
`)
// The empty token unlinks (spec 001 §7: updateCalendarToken and updateMicrosoftCalendarToken).
const unlinkGoogleDocument = routerGraphql(`
  mutation UnlinkGoogleCalendar($userId: ID!) {
    updateCalendarToken(token: "", userId: $userId) {
      ...CalendarUserResultFields
    }
  }
`)
const unlinkMicrosoftDocument = routerGraphql(`
  mutation UnlinkMicrosoftCalendar($userId: ID!) {
    updateMicrosoftCalendarToken(token: "", userId: $userId) {
      ...CalendarUserResultFields
    }
  }
`)
const createConfigurationDocument = routerGraphql(`
  mutation CreateEventConfiguration($input: EventConfigurationInput!) {
    createEventConfiguration(input: $input) {
      ...EventConfigurationResultFields
    }
  }
  fragment EventConfigurationResultFields on EventConfigurationResult {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    eventConfiguration {
      ...EventConfigurationFields
    }
  }
`)
const updateConfigurationDocument = routerGraphql(`
  mutation UpdateEventConfiguration($id: ID!, $input: EventConfigurationInput!) {
    updateEventConfiguration(id: $id, input: $input) {
      ...EventConfigurationResultFields
    }
  }
`)
const deleteConfigurationDocument = routerGraphql(`
  mutation DeleteEventConfiguration($id: ID!) {
    deleteEventConfiguration(id: $id) {
      ...EventConfigurationResultFields
    }
  }
`)
const cloneConfigurationDocument = routerGraphql(`
  mutation CloneEventConfiguration($id: ID!, $newName: String!) {
    cloneEventConfiguration(id: $id, newName: $newName) {
      ...EventConfigurationResultFields
    }
  }
`)

/** A reply `{ [field]: result }`, typed by the field's name so it checks against its document. */
const replyOf = <const F extends string, S extends v.GenericSchema>(field: F, result: S) =>
  v.object({ [field]: result } as { [K in F]: S })

const operations = {
  updateCalendarUser: graphqlOperation(
    'update calendar user',
    updateCalendarUserDocument,
    replyOf('updateCalendarUser', calendarUserResult),
  ),
  createSchema: graphqlOperation(
    'create availability schema',
    createSchemaDocument,
    replyOf('createAvailabilitySchema', calendarUserResult),
  ),
  updateSchema: graphqlOperation(
    'update availability schema',
    updateSchemaDocument,
    replyOf('updateAvailabilitySchema', calendarUserResult),
  ),
  deleteSchema: graphqlOperation(
    'delete availability schema',
    deleteSchemaDocument,
    replyOf('deleteAvailabilitySchema', calendarUserResult),
  ),
  createPreference: graphqlOperation(
    'create event preference',
    createPreferenceDocument,
    replyOf('createEventPreference', calendarUserResult),
  ),
  updatePreference: graphqlOperation(
    'update event preference',
    updatePreferenceDocument,
    replyOf('updateEventPreference', calendarUserResult),
  ),
  deletePreference: graphqlOperation(
    'delete event preference',
    deletePreferenceDocument,
    replyOf('deleteEventPreference', calendarUserResult),
  ),
  unlinkGoogle: graphqlOperation(
    'unlink calendar',
    unlinkGoogleDocument,
    replyOf('updateCalendarToken', calendarUserResult),
  ),
  unlinkMicrosoft: graphqlOperation(
    'unlink calendar',
    unlinkMicrosoftDocument,
    replyOf('updateMicrosoftCalendarToken', calendarUserResult),
  ),
  createConfiguration: graphqlOperation(
    'create event configuration',
    createConfigurationDocument,
    replyOf('createEventConfiguration', configurationResult),
  ),
  updateConfiguration: graphqlOperation(
    'update event configuration',
    updateConfigurationDocument,
    replyOf('updateEventConfiguration', configurationResult),
  ),
  deleteConfiguration: graphqlOperation(
    'delete event configuration',
    deleteConfigurationDocument,
    replyOf('deleteEventConfiguration', configurationResult),
  ),
  cloneConfiguration: graphqlOperation(
    'clone event configuration',
    cloneConfigurationDocument,
    replyOf('cloneEventConfiguration', configurationResult),
  ),
}

type Overview = { allCalendarUsers: CalendarUserSummary[]; allEventConfigurations: EventConfiguration[] }

/** Puts the answered calendar user in the cached overview and drawer, then reads them again. */
function storeCalendarUser(client: QueryClient, user: CalendarUser | null) {
  if (user) client.setQueryData<CalendarUser | null>(calendarKeys.user(user.id), user)
  if (user)
    client.setQueryData<Overview>(calendarKeys.overview, (overview) =>
      overview
        ? {
            ...overview,
            allCalendarUsers: overview.allCalendarUsers.map((one) => (one.id === user.id ? user : one)),
          }
        : overview,
    )
  return client.invalidateQueries({ queryKey: calendarKeys.all })
}

export interface SchemaInput {
  readonly name: string
  readonly timeZone: string
  readonly isDefault: boolean
  readonly slots: readonly ScheduleSlot[]
}

export interface PreferenceInput extends EventPreferenceRules {
  /** The preference's own slots, with custom availability. */
  readonly slots?: readonly ScheduleSlot[]
}

export type ConfigurationInput = EventConfigurationFields

export type CalendarUserChange =
  | {
      kind: 'calendarUser'
      id: string
      timeZone: string
      spokenLanguages: readonly string[]
      excludedDays: readonly string[]
    }
  | { kind: 'createSchema'; calendarUserId: string; input: SchemaInput }
  | { kind: 'updateSchema'; id: string; input: SchemaInput }
  | { kind: 'deleteSchema'; id: string }
  | { kind: 'createPreference'; calendarUserId: string; eventConfigurationId: string; input: PreferenceInput }
  | { kind: 'updatePreference'; id: string; version: number; input: PreferenceInput }
  | { kind: 'deletePreference'; id: string }
  /** Unlinks the calendar of `userId`'s calendar user (the one it has: Google's or Microsoft's call). */
  | { kind: 'unlink'; userId: string; calendar: CalendarProductName }

/** Sends one change; answers the calendar user as it now is, or throws the refusal (requireOk). */
async function send(change: CalendarUserChange): Promise<CalendarUser | null> {
  switch (change.kind) {
    case 'calendarUser': {
      const reply = await request('router', operations.updateCalendarUser, {
        id: change.id,
        timeZone: change.timeZone,
        spokenLanguages: [...change.spokenLanguages],
        excludedDays: [...change.excludedDays],
      })
      return requireOk('update calendar user', reply.updateCalendarUser).calendarUser
    }
    case 'createSchema': {
      const { calendarUserId, input } = change
      const reply = await request('router', operations.createSchema, {
        calendarUserId,
        input: schemaVariables(input),
      })
      return requireOk('create availability schema', reply.createAvailabilitySchema).calendarUser
    }
    case 'updateSchema': {
      const reply = await request('router', operations.updateSchema, {
        id: change.id,
        input: schemaVariables(change.input),
      })
      return requireOk('update availability schema', reply.updateAvailabilitySchema).calendarUser
    }
    case 'deleteSchema': {
      const reply = await request('router', operations.deleteSchema, { id: change.id })
      return requireOk('delete availability schema', reply.deleteAvailabilitySchema).calendarUser
    }
    case 'createPreference': {
      const { calendarUserId, eventConfigurationId, input } = change
      const reply = await request('router', operations.createPreference, {
        calendarUserId,
        eventConfigurationId,
        input: preferenceVariables(input),
      })
      return requireOk('create event preference', reply.createEventPreference).calendarUser
    }
    case 'updatePreference': {
      const reply = await request('router', operations.updatePreference, {
        id: change.id,
        version: change.version,
        input: preferenceVariables(change.input),
      })
      return requireOk('update event preference', reply.updateEventPreference).calendarUser
    }
    case 'deletePreference': {
      const reply = await request('router', operations.deletePreference, { id: change.id })
      return requireOk('delete event preference', reply.deleteEventPreference).calendarUser
    }
    case 'unlink': {
      const { userId } = change
      const user =
        change.calendar === 'MICROSOFT'
          ? requireOk(
              'unlink calendar',
              (await request('router', operations.unlinkMicrosoft, { userId })).updateMicrosoftCalendarToken,
            ).calendarUser
          : requireOk(
              'unlink calendar',
              (await request('router', operations.unlinkGoogle, { userId })).updateCalendarToken,
            ).calendarUser
      // The spec's report of the new state (as main makes it after a link).
      await rest('isCalendarAuthenticated', { body: { calendarIsAuthenticated: false, userId } })
      return user
    }
  }
}

const schemaVariables = (input: SchemaInput) => ({
  ...input,
  slots: input.slots.map((slot) => ({ ...slot })),
})
const preferenceVariables = ({ slots, ...input }: PreferenceInput) =>
  slots ? { ...input, slots: slots.map((slot) => ({ ...slot })) } : input

/** Every change to a calendar user (its own fields, schemas, preferences) through one mutation hook. */
export function useCalendarUserChange() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (user) => storeCalendarUser(client, user),
  })
}

/** The input as the document takes it: mutable lists, and only the lists the form gives. */
const configurationVariables = ({
  reminders,
  subject,
  description,
  customLocationTranslations,
  defaultAttendees,
  selectorValues,
  scalarNameSelector,
  ...input
}: ConfigurationInput) => {
  const texts = (entries: NonNullable<ConfigurationInput['subject']>) =>
    entries.map((entry) => ({ tags: [...entry.tags], content: entry.content }))
  return {
    ...input,
    ...(reminders ? { reminders: [...reminders] } : {}),
    ...(subject ? { subject: texts(subject) } : {}),
    ...(description ? { description: texts(description) } : {}),
    ...(customLocationTranslations ? { customLocationTranslations: texts(customLocationTranslations) } : {}),
    ...(defaultAttendees ? { defaultAttendees: [...defaultAttendees] } : {}),
    ...(scalarNameSelector != null ? { scalarNameSelector } : {}),
    ...(selectorValues ? { selectorValues: [...selectorValues] } : {}),
  }
}

export type ConfigurationChange =
  | { kind: 'create'; input: ConfigurationInput }
  | { kind: 'update'; id: string; input: ConfigurationInput }
  | { kind: 'delete'; id: string }
  | { kind: 'clone'; id: string; newName: string }

/** Creates, updates, deletes or clones an event configuration (managers and up). */
export function useConfigurationChange() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (change: ConfigurationChange): Promise<EventConfiguration | null> => {
      switch (change.kind) {
        case 'create': {
          const reply = await request('router', operations.createConfiguration, {
            input: configurationVariables(change.input),
          })
          return requireOk('create event configuration', reply.createEventConfiguration).eventConfiguration
        }
        case 'update': {
          const reply = await request('router', operations.updateConfiguration, {
            id: change.id,
            input: configurationVariables(change.input),
          })
          return requireOk('update event configuration', reply.updateEventConfiguration).eventConfiguration
        }
        case 'delete': {
          const reply = await request('router', operations.deleteConfiguration, { id: change.id })
          return requireOk('delete event configuration', reply.deleteEventConfiguration).eventConfiguration
        }
        case 'clone': {
          const reply = await request('router', operations.cloneConfiguration, {
            id: change.id,
            newName: change.newName,
          })
          return requireOk('clone event configuration', reply.cloneEventConfiguration).eventConfiguration
        }
      }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: calendarKeys.all }),
  })
}
