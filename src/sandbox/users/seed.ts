import { hashPassword } from '../db/passwords'
import * as t from '../chatbots/schema'
import { demoOrganization, demoPassword } from '../chatbots/seed-data'
import type { Seeder } from '../db/seeder'

/**
 * Users management's demo data: colleagues of the README's demo users, so the users list has
 * a second page, its filters something to filter, and 'All employees' and the agents list a real team.
 * They share the demo password but are not sign-in accounts the README lists.
 */
interface Colleague {
  readonly id: string
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly role: 'MANAGER' | 'TEAM_LEAD' | 'EMPLOYEE'
  readonly language: 'nl-NL' | 'en-US'
  readonly phone: string
  readonly chatbots: readonly string[]
  /** Absent: all teams. */
  readonly teams?: readonly string[]
  /** Calendar linked (true), linked but expired (false), none (absent). */
  readonly calendar?: boolean
  /** A Smart Inbox agent on Werving: admin, active. */
  readonly agent?: {
    readonly isAdmin: boolean
    readonly isActive: boolean
    readonly devices: readonly string[]
  }
}

export const demoUserTeams = [{ id: 'team-zorg-acuut', chatbotId: 'cb-zorg', name: 'Acute zorg' }] as const

export const demoColleagues: readonly Colleague[] = [
  {
    id: 'u-daan',
    email: 'daan.visser@talentbrug.nl',
    firstName: 'Daan',
    lastName: 'Visser',
    role: 'EMPLOYEE',
    language: 'nl-NL',
    phone: '+31612345610',
    chatbots: ['cb-werving'],
    teams: ['team-werving-zuid'],
    calendar: true,
    agent: { isAdmin: false, isActive: true, devices: ['desktop', 'mobile'] },
  },
  {
    id: 'u-fatima',
    email: 'fatima.yilmaz@talentbrug.nl',
    firstName: 'Fatima',
    lastName: 'Yılmaz',
    role: 'EMPLOYEE',
    language: 'nl-NL',
    phone: '+31612345611',
    chatbots: ['cb-werving'],
    teams: ['team-werving-oost', 'team-werving-zuid'],
    calendar: false,
    agent: { isAdmin: false, isActive: true, devices: ['mobile'] },
  },
  {
    id: 'u-lars',
    email: 'lars.degroot@talentbrug.nl',
    firstName: 'Lars',
    lastName: 'de Groot',
    role: 'TEAM_LEAD',
    language: 'nl-NL',
    phone: '+31612345612',
    chatbots: ['cb-techniek'],
    calendar: true,
  },
  {
    id: 'u-sophie',
    email: 'sophie.mulder@talentbrug.nl',
    firstName: 'Sophie',
    lastName: 'Mulder',
    role: 'MANAGER',
    language: 'en-US',
    phone: '+31612345613',
    chatbots: ['cb-zorg'],
  },
  {
    id: 'u-joost',
    email: 'joost.vandenberg@talentbrug.nl',
    firstName: 'Joost',
    lastName: 'van den Berg',
    role: 'EMPLOYEE',
    language: 'nl-NL',
    phone: '+31612345614',
    chatbots: ['cb-zorg'],
    teams: ['team-zorg-acuut'],
  },
  {
    id: 'u-lotte',
    email: 'lotte.dekker@talentbrug.nl',
    firstName: 'Lotte',
    lastName: 'Dekker',
    role: 'EMPLOYEE',
    language: 'en-US',
    phone: '+31612345615',
    chatbots: ['cb-werving', 'cb-techniek'],
    teams: ['team-werving-noord', 'team-techniek'],
    agent: { isAdmin: false, isActive: false, devices: [] },
  },
]

export const usersSeeder: Seeder = {
  name: 'users',
  file: 'users/seed.ts',
  // users.createdAt is declared by the core seeder (declaring it twice would shift it twice).
  timeColumns: [],
  async seed(tx, now) {
    const passwordHash = await hashPassword(demoPassword)
    await tx.insert(t.teams).values([...demoUserTeams])
    await tx.insert(t.users).values(
      demoColleagues.map((u) => ({
        id: u.id,
        organizationId: demoOrganization.id,
        username: u.email,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        language: u.language,
        role: u.role,
        passwordHash,
        phoneNumber: u.phone,
        calendarAuthHandler: u.calendar === undefined ? null : 'MICROSOFT',
        calendarIsAuthenticated: u.calendar === true,
        allTeams: u.teams === undefined,
        createdAt: now,
      })),
    )
    await tx
      .insert(t.userChatbots)
      .values(
        demoColleagues.flatMap((u) =>
          u.chatbots.map((chatbotId, position) => ({ userId: u.id, chatbotId, position })),
        ),
      )
    await tx
      .insert(t.userTeams)
      .values(demoColleagues.flatMap((u) => (u.teams ?? []).map((teamId) => ({ userId: u.id, teamId }))))
    await tx
      .insert(t.employees)
      .values(demoColleagues.map((u) => ({ id: `emp-${u.id.slice(2)}`, userId: u.id })))
    const agents = demoColleagues.filter((u) => u.agent)
    await tx.insert(t.agents).values(
      agents.map((u) => ({
        id: `agent-${u.id.slice(2)}`,
        chatbotId: 'cb-werving',
        userId: u.id,
        name: `${u.firstName} ${u.lastName}`,
        email: u.email,
        phone: u.phone,
        isAdmin: u.agent?.isAdmin ?? false,
        isActive: u.agent?.isActive ?? true,
        devices: [...(u.agent?.devices ?? [])],
      })),
    )
    await tx
      .insert(t.agentTeams)
      .values(
        agents.flatMap((u) =>
          (u.teams ?? [])
            .filter((teamId) => teamId.startsWith('team-werving'))
            .map((teamId) => ({ agentId: `agent-${u.id.slice(2)}`, teamId, hasAccess: true })),
        ),
      )
  },
}
