import { bigint, index, integer, json, pgTable, text } from 'drizzle-orm/pg-core'
import { chatbots } from '../chatbots/schema'

/**
 * Group appointments of a chatbot (spec 000 §3 "Group appointment"). The calendar token is stored here and
 * nowhere else: no GraphQL field returns it, only whether it is set (calendarIsAuthenticated).
 */
export const groupAppointments = pgTable(
  'group_appointments',
  {
    id: text('id').primaryKey(),
    chatbotId: text('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    maxNrAttendees: integer('max_nr_attendees').notNull(),
    /** Weeks ahead that sessions are offered. */
    planRange: integer('plan_range').notNull(),
    offsetDays: integer('offset_days').notNull(),
    maxNrEventToShow: integer('max_nr_event_to_show').notNull(),
    calendarAuthHandler: text('calendar_auth_handler').notNull(),
    /** Empty: no calendar connected. */
    calendarAuthToken: text('calendar_auth_token').notNull().default(''),
    /** json, not jsonb: the keys keep the order the manager wrote them in. */
    filterMap: json('filter_map').$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('group_appointments_chatbot').on(t.chatbotId)],
)
