import type { calendarUserGql } from '../chatbots/directory-service'

/**
 * A calendar user as the directory reads it (the fields of common.ts's CalendarUser); the calendar area's
 * field resolvers add its schemas, preferences and whether the viewer may edit it.
 */
export type CalendarUserModel = NonNullable<Awaited<ReturnType<typeof calendarUserGql>>>

/**
 * An event configuration as the resolvers return it (its columns); the field resolvers add its
 * notifications and reminders.
 */
export interface EventConfigurationModel {
  id: string
  name: string
  color: string
  duration: number
  location: string
  customLocation: string
  isEnabled: boolean
  defaultAttendees: string[]
  scalarNameSelector: string | null
  selectorValues: string[]
}
