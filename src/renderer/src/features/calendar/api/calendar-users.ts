import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { routerGraphql } from '@shared/graphql/generated/router'
import { fieldErrorSchema } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { calendarKeys } from '../scope'

/**
 * The router's calendar users: the overview reads what its table shows for all of them, the drawer one
 * calendar user whole (their schemas and event preferences with every weekly time), so the overview's answer
 * stays small for a large team (an IPC answer is at most 64 KB); and the organisation's event
 * configurations. Replies are checked at run time (REL-9). The fragments are written once here; the
 * generated documents that spread them carry their text.
 */
export const calendarUserFragments = routerGraphql(`
  fragment CalendarUserFields on CalendarUser {
    id
    userRouterId
    email
    firstName
    lastName
    isCalendarAuthenticated
    calendar {
      product
    }
    timeZone
    spokenLanguages
    excludedDays
    mayEdit
    availabilitySchemas {
      ...AvailabilitySchemaFields
    }
    eventPreferences {
      id
      version
      dailyLimit
      planOffsetDays
      sameDayOffsetHours
      planRange
      timeBeforeEvent
      timeAfterEvent
      enabled
      scheduleAvailabilitySchema {
        id
      }
      scheduleAvailabilities {
        day
        startTime
        endTime
      }
      eventConfiguration {
        id
      }
    }
  }
  fragment AvailabilitySchemaFields on AvailabilitySchema {
    id
    name
    timeZone
    isDefault
    usedBy
    scheduleAvailabilities {
      day
      startTime
      endTime
    }
  }
`)

const calendarUserDocument = routerGraphql(`
  query CalendarUserDetail($id: ID!) {
    calendarUser(id: $id) {
      ...CalendarUserFields
    }
  }
`)

const calendarUsersDocument = routerGraphql(`
  query CalendarOverview {
    allCalendarUsers {
      id
      userRouterId
      email
      firstName
      lastName
      isCalendarAuthenticated
      calendar {
        product
      }
      timeZone
      spokenLanguages
      excludedDays
      mayEdit
      eventPreferences {
        id
        enabled
        eventConfiguration {
          id
        }
      }
    }
    allEventConfigurations {
      ...EventConfigurationFields
    }
  }
  fragment EventConfigurationFields on EventConfiguration {
    id
    name
    color
    duration
    location
    customLocation
    isEnabled
    reminders
    subject {
      tags
      content
    }
    description {
      tags
      content
    }
    customLocationTranslations {
      tags
      content
    }
    defaultAttendees
    scalarNameSelector
    selectorValues
  }
`)

const idSchema = v.pipe(v.union([v.string(), v.number()]), v.transform(String))
// Days and locations are plain strings in the SDL; the screens narrow them (isWeekDay, locationTypes).
const slotSchema = v.object({ day: v.string(), startTime: v.string(), endTime: v.string() })

export const availabilitySchemaSchema = v.object({
  id: idSchema,
  name: v.string(),
  timeZone: v.string(),
  isDefault: v.boolean(),
  usedBy: v.array(v.string()),
  scheduleAvailabilities: v.array(slotSchema),
})

export const calendarUserSchema = v.object({
  id: idSchema,
  userRouterId: idSchema,
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  isCalendarAuthenticated: v.boolean(),
  calendar: v.nullable(v.object({ product: v.string() })),
  timeZone: v.string(),
  spokenLanguages: v.array(v.string()),
  excludedDays: v.array(v.string()),
  mayEdit: v.boolean(),
  availabilitySchemas: v.array(availabilitySchemaSchema),
  eventPreferences: v.array(
    v.object({
      id: idSchema,
      version: v.number(),
      dailyLimit: v.number(),
      planOffsetDays: v.number(),
      sameDayOffsetHours: v.number(),
      planRange: v.number(),
      timeBeforeEvent: v.number(),
      timeAfterEvent: v.number(),
      enabled: v.boolean(),
      scheduleAvailabilitySchema: v.nullable(v.object({ id: idSchema })),
      scheduleAvailabilities: v.array(slotSchema),
      eventConfiguration: v.object({ id: idSchema }),
    }),
  ),
})

/** A calendar user as the overview lists them (the drawer reads the rest: `calendarUserQuery`). */
export const calendarUserSummarySchema = v.object({
  ...v.omit(calendarUserSchema, ['availabilitySchemas', 'eventPreferences']).entries,
  eventPreferences: v.array(
    v.object({ id: idSchema, enabled: v.boolean(), eventConfiguration: v.object({ id: idSchema }) }),
  ),
})

const translatedTextSchema = v.object({ tags: v.array(v.string()), content: v.string() })

export const eventConfigurationSchema = v.object({
  id: idSchema,
  name: v.string(),
  color: v.string(),
  duration: v.number(),
  location: v.string(),
  customLocation: v.string(),
  isEnabled: v.boolean(),
  reminders: v.array(v.number()),
  subject: v.array(translatedTextSchema),
  description: v.array(translatedTextSchema),
  customLocationTranslations: v.array(translatedTextSchema),
  defaultAttendees: v.array(v.string()),
  scalarNameSelector: v.nullable(v.string()),
  selectorValues: v.array(v.string()),
})

export type CalendarUser = v.InferOutput<typeof calendarUserSchema>
export type CalendarUserSummary = v.InferOutput<typeof calendarUserSummarySchema>
export type AvailabilitySchema = v.InferOutput<typeof availabilitySchemaSchema>
export type EventPreference = CalendarUser['eventPreferences'][number]
export type EventConfiguration = v.InferOutput<typeof eventConfigurationSchema>

/** The answer of the calendar mutations (router CalendarUserResult / EventConfigurationResult). */
export const resultEntries = {
  ok: v.boolean(),
  code: v.nullable(v.string()),
  errorMessage: v.nullable(v.string()),
  errors: v.array(fieldErrorSchema),
}

const overviewOperation = graphqlOperation(
  'calendar overview',
  calendarUsersDocument,
  v.object({
    allCalendarUsers: v.array(calendarUserSummarySchema),
    allEventConfigurations: v.array(eventConfigurationSchema),
  }),
)

export const calendarOverviewQuery = queryOptions({
  queryKey: calendarKeys.overview,
  queryFn: () => request('router', overviewOperation),
})

export const useCalendarOverview = () => useQuery(calendarOverviewQuery)

const calendarUserOperation = graphqlOperation(
  'calendar user',
  calendarUserDocument,
  v.object({ calendarUser: v.nullable(calendarUserSchema) }),
)

/** One calendar user whole, for their drawer. */
export const calendarUserQuery = (id: string) =>
  queryOptions({
    queryKey: calendarKeys.user(id),
    queryFn: async () => (await request('router', calendarUserOperation, { id })).calendarUser,
  })

export const useCalendarUser = (id: string) => useQuery(calendarUserQuery(id))

/** The link of a calendar user's calendar as the overview shows it. */

export const calendarUserName = (user: Pick<CalendarUserSummary, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email
