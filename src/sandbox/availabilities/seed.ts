import * as t from './schema'
import type { Seeder } from '../db/seeder'

const workWeek = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const

/**
 * Two availabilities on the Werving chatbot (a manager's first interviews on working days, an employee's
 * phone screenings with a Saturday morning) and one on Techniek, so the tab shows each shape.
 */
export const availabilitiesSeeder: Seeder = {
  name: 'Legacy calendar availabilities',
  file: 'availabilities/seed.ts',
  timeColumns: [],
  async seed(tx) {
    const type = {
      preTime: 15,
      postTime: 15,
      planRange: 4,
      workingDaysOnly: true,
      offsetDays: 1,
      slotDuration: 30,
      isDefault: true,
    }
    await tx.insert(t.calendarAvailabilities).values([
      {
        id: 'avail-werving-manager',
        chatbotId: 'cb-werving',
        userId: 'u-manager',
        contactName: 'Mark Jansen',
        calendarEmail: 'manager@demo.nl',
        appointmentType: { ...type, type: 'Kennismakingsgesprek' },
        interviewType: 'Op locatie',
        categories: ['generic', 'logistiek'],
        maxDailyAppointments: 6,
      },
      {
        id: 'avail-werving-employee',
        chatbotId: 'cb-werving',
        userId: 'u-employee',
        contactName: "Eva O'Brien-de Vries",
        calendarEmail: 'employee@demo.nl',
        appointmentType: {
          ...type,
          type: 'Telefonische screening',
          preTime: 0,
          postTime: 5,
          workingDaysOnly: false,
          slotDuration: 15,
          isDefault: false,
        },
        interviewType: 'Telefonisch',
      },
      {
        id: 'avail-techniek-manager',
        chatbotId: 'cb-techniek',
        userId: 'u-manager',
        contactName: 'Mark Jansen',
        calendarEmail: 'manager@demo.nl',
        appointmentType: { ...type, type: 'Technical interview', slotDuration: 60 },
        interviewType: 'Video call',
        timeZone: 'Europe/Amsterdam',
      },
    ])
    await tx.insert(t.availabilityBlocks).values([
      ...workWeek.flatMap((day) => [
        {
          id: `blk-wm-${day}-am`,
          availabilityId: 'avail-werving-manager',
          day,
          startTime: '09:00:00',
          endTime: '12:00:00',
        },
        {
          id: `blk-wm-${day}-pm`,
          availabilityId: 'avail-werving-manager',
          day,
          startTime: '13:00:00',
          endTime: '17:00:00',
        },
      ]),
      ...(['MONDAY', 'WEDNESDAY', 'FRIDAY'] as const).map((day) => ({
        id: `blk-we-${day}`,
        availabilityId: 'avail-werving-employee',
        day,
        startTime: '10:00:00',
        endTime: '15:30:00',
      })),
      {
        id: 'blk-we-SATURDAY',
        availabilityId: 'avail-werving-employee',
        day: 'SATURDAY',
        startTime: '09:00:00',
        endTime: '12:00:00',
      },
      ...workWeek.map((day) => ({
        id: `blk-tm-${day}`,
        availabilityId: 'avail-techniek-manager',
        day,
        startTime: '09:00:00',
        endTime: '16:00:00',
      })),
    ])
  },
}
