import type { Seeder } from '../db/seeder'
import * as t from './schema'

/**
 * Talentbrug Werving's group appointments: an information evening with its Google calendar connected and
 * a group assessment not yet connected. Techniek has none (the empty state).
 */
export const groupAppointmentsSeeder: Seeder = {
  name: 'group-appointments',
  file: 'group-appointments/seed.ts',
  timeColumns: [t.groupAppointments.createdAt],
  async seed(tx, now) {
    await tx.insert(t.groupAppointments).values([
      {
        id: 'ga-werving-informatieavond',
        chatbotId: 'cb-werving',
        type: 'Informatieavond chauffeurs',
        maxNrAttendees: 25,
        planRange: 4,
        offsetDays: 2,
        maxNrEventToShow: 3,
        calendarAuthHandler: 'GOOGLE',
        calendarAuthToken: 'ya29.sandbox-group-calendar-token',
        filterMap: { location: 'Utrecht', team: 'Team Noord' },
        createdAt: now - 2 * 86_400_000,
      },
      {
        id: 'ga-werving-assessment',
        chatbotId: 'cb-werving',
        type: 'Groepsassessment magazijn',
        maxNrAttendees: 8,
        planRange: 2,
        offsetDays: 3,
        maxNrEventToShow: 2,
        calendarAuthHandler: 'MICROSOFT',
        calendarAuthToken: '',
        filterMap: { category: 'assessment' },
        createdAt: now - 86_400_000,
      },
    ])
  },
}
