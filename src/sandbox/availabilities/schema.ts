import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { AppointmentType } from '@shared/domain/availabilities'
import { chatbots, users } from '../chatbots/schema'

/**
 * Settings › Availabilities: a chatbot's legacy calendar availabilities (spec 000 §3), each a staff member's
 * appointment type, and the weekly blocks in which the chatbot may plan it.
 */
export const calendarAvailabilities = pgTable(
  'calendar_availabilities',
  {
    id: text('id').primaryKey(),
    chatbotId: text('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactName: text('contact_name').notNull(),
    calendarEmail: text('calendar_email').notNull(),
    appointmentType: jsonb('appointment_type').$type<AppointmentType>().notNull(),
    interviewType: text('interview_type').notNull().default(''),
    categories: jsonb('categories').$type<string[]>().notNull().default(['generic']),
    timeZone: text('time_zone').notNull().default('Europe/Amsterdam'),
    maxDailyAppointments: integer('max_daily_appointments').notNull().default(-1),
  },
  (t) => [index('calendar_availabilities_chatbot').on(t.chatbotId)],
)

/** A weekly block: `day` upper-case as on the wire (MONDAY…SUNDAY), times HH:mm:ss. */
export const availabilityBlocks = pgTable(
  'availability_blocks',
  {
    id: text('id').primaryKey(),
    availabilityId: text('availability_id')
      .notNull()
      .references(() => calendarAvailabilities.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [index('availability_blocks_availability').on(t.availabilityId)],
)
