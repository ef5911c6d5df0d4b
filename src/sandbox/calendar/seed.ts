import {
  defaultAvailability,
  eventPreferenceDefaults,
  workingDays,
  zonedDayStart,
} from '@shared/domain/calendar'
import { shiftDay, zonedTime } from '@shared/domain/analytics'
import { demoOrganization } from '../chatbots/seed-data'
import type { Seeder } from '../db/seeder'
import * as t from './schema'

const minute = 60_000
const day = 24 * 60 * minute
const zone = 'Europe/Amsterdam'

/** The demo's calendar users (chatbots/seed.ts gives the manager, the team lead and the employee one). */
const calendarUserIds = ['cal-manager', 'cal-teamlead', 'cal-employee'] as const

const configurations = [
  {
    id: 'evc-kennismaking',
    name: 'Kennismakingsgesprek',
    color: '#4b0082',
    duration: 30,
    locationType: 'GOOGLE_MEET',
  },
  {
    id: 'evc-sollicitatie',
    name: 'Sollicitatiegesprek op kantoor',
    color: '#1971c2',
    duration: 60,
    locationType: 'LOCATION',
    customLocation: 'Stationsplein 12, Utrecht',
  },
  {
    id: 'evc-terugbellen',
    name: 'Terugbelafspraak',
    color: '#2f9e44',
    duration: 15,
    locationType: 'GOOGLE_MEET',
  },
] as const

/**
 * Calendar demo data: each calendar user's "Kantooruren" (Monday to Friday 09:00–17:00, the spec's default),
 * the team lead's extra "Ochtenden"; three event configurations; preferences so the bot can book the
 * manager and the employee for an introduction; meetings in their linked calendars over the next two
 * weeks (so "why can't this candidate book?" has busy times to explain) and a few booked appointments.
 */
export const calendarSeeder: Seeder = {
  name: 'calendar',
  file: 'calendar/seed.ts',
  timeColumns: [
    t.availabilitySchemas.createdAt,
    t.eventConfigurations.createdAt,
    t.appointments.startsAt,
    t.appointments.endsAt,
    t.appointments.createdAt,
    t.calendarBusyTimes.startsAt,
    t.calendarBusyTimes.endsAt,
  ],
  // Whole days only: meetings stay on their hour when an older snapshot is loaded.
  shiftFor: (shiftMs) => Math.floor(shiftMs / day) * day,
  async seed(tx, now) {
    await tx.insert(t.eventConfigurations).values(
      configurations.map((configuration) => ({
        customLocation: '',
        ...configuration,
        organizationId: demoOrganization.id,
        isEnabled: configuration.id !== 'evc-terugbellen',
        createdAt: now,
      })),
    )
    const schemas = calendarUserIds.map((calendarUserId) => ({
      id: `schema-${calendarUserId}`,
      calendarUserId,
      name: 'Kantooruren',
      timeZone: zone,
      isDefault: true,
      createdAt: now,
    }))
    await tx.insert(t.availabilitySchemas).values([
      ...schemas,
      {
        id: 'schema-teamlead-mornings',
        calendarUserId: 'cal-teamlead',
        name: 'Ochtenden',
        timeZone: zone,
        isDefault: false,
        createdAt: now + 1,
      },
    ])
    await tx.insert(t.scheduleAvailabilities).values([
      ...schemas.flatMap((schema) =>
        workingDays.map((weekDay) => ({
          id: `slot-${schema.id}-${weekDay.toLowerCase()}`,
          schemaId: schema.id,
          day: weekDay,
          ...defaultAvailability,
        })),
      ),
      ...workingDays.map((weekDay) => ({
        id: `slot-teamlead-mornings-${weekDay.toLowerCase()}`,
        schemaId: 'schema-teamlead-mornings',
        day: weekDay,
        startTime: '08:30:00',
        endTime: '12:00:00',
      })),
    ])
    await tx.insert(t.eventPreferences).values([
      ...(['cal-manager', 'cal-employee'] as const).map((calendarUserId) => ({
        id: `pref-${calendarUserId}-kennismaking`,
        calendarUserId,
        eventConfigurationId: 'evc-kennismaking',
        ...eventPreferenceDefaults,
        enabled: true,
        scheduleAvailabilitySchemaId: `schema-${calendarUserId}`,
      })),
      {
        id: 'pref-cal-teamlead-sollicitatie',
        calendarUserId: 'cal-teamlead',
        eventConfigurationId: 'evc-sollicitatie',
        ...eventPreferenceDefaults,
        dailyLimit: 2,
        timeBeforeEvent: 15,
        timeAfterEvent: 15,
        enabled: true,
        scheduleAvailabilitySchemaId: 'schema-teamlead-mornings',
      },
    ])
    // Meetings at fixed local hours on the coming working days.
    const today = zonedTime(now, zone).day
    const busy: (typeof t.calendarBusyTimes.$inferInsert)[] = []
    const booked: (typeof t.appointments.$inferInsert)[] = []
    for (let offset = 1; offset <= 14; offset += 1) {
      const date = shiftDay(today, offset)
      const midnight = zonedDayStart(date, zone)
      const weekday = zonedTime(midnight + 12 * 60 * minute, zone).weekday
      if (weekday > 5) continue
      const at = (hour: number, minutes = 0) => midnight + (hour * 60 + minutes) * minute
      busy.push(
        {
          id: `busy-manager-${offset}`,
          calendarUserId: 'cal-manager',
          startsAt: at(10),
          endsAt: at(11),
          title: 'Teamoverleg',
        },
        {
          id: `busy-employee-${offset}`,
          calendarUserId: 'cal-employee',
          startsAt: at(12),
          endsAt: at(13),
          title: 'Lunch',
        },
      )
      if (weekday === 2)
        busy.push({
          id: `busy-employee-client-${offset}`,
          calendarUserId: 'cal-employee',
          startsAt: at(14),
          endsAt: at(16, 30),
          title: 'Klantbezoek',
        })
      if (weekday === 3 && offset <= 7)
        booked.push(
          ...[9, 10].map((hour) => ({
            id: `appointment-teamlead-${offset}-${hour}`,
            calendarUserId: 'cal-teamlead',
            eventConfigurationId: 'evc-sollicitatie',
            startsAt: at(hour),
            endsAt: at(hour + 1),
            candidateName: hour === 9 ? 'Fatima El Amrani' : 'Daan de Groot',
            createdAt: now - day,
          })),
        )
    }
    await tx.insert(t.calendarBusyTimes).values(busy)
    if (booked.length > 0) await tx.insert(t.appointments).values(booked)
  },
}
