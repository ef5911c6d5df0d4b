import { randomBytes } from 'node:crypto'
import { hashPassword } from '../db/passwords'
import * as t from './schema'
import { realtimeRoots } from '../realtime/schema'
import {
  demoChatbots,
  demoOrganization,
  demoPassword,
  demoRealtime,
  demoStateGroupTemplates,
  demoTeams,
  demoUsers,
} from './seed-data'
import type { Seeder } from '../db/seeder'

/**
 * The demo organisation: its chatbots and teams, users of every role with their chatbots, teams, employee,
 * calendar and agent records, the state group templates, and the realtime store's public content.
 */
export const chatbotsSeeder: Seeder = {
  name: 'chatbots',
  file: 'chatbots/seed.ts',
  timeColumns: [t.chatbots.createdAt, t.users.createdAt],
  async seed(tx, now) {
    // One hash for everyone: they share the demo password, and scrypt per user would only slow the start.
    const passwordHash = await hashPassword(demoPassword)
    await tx.insert(t.organizations).values(demoOrganization)
    await tx.insert(t.chatbots).values(
      demoChatbots.map((c) => ({
        ...c,
        allowedCategories: [...c.allowedCategories],
        organizationId: demoOrganization.id,
        serverId: 'sandbox-1',
        atsSpecificTemplatesEnvironment: c.ats === 'BULLHORN' ? 'bullhorn-eu' : 'otys-nl',
        supportsNestedWhereQueries: c.ats === 'BULLHORN',
        supportsMappingCreation: true,
        apiToken: randomBytes(18).toString('base64url'),
        createdAt: now,
      })),
    )
    await tx.insert(t.teams).values([...demoTeams])
    await tx.insert(t.users).values(
      demoUsers.map((u) => ({
        id: u.id,
        organizationId: demoOrganization.id,
        username: u.username,
        email: u.username,
        firstName: u.firstName,
        lastName: u.lastName,
        language: u.language ?? null,
        role: u.role,
        isSuperuser: u.isSuperuser ?? false,
        passwordHash,
        phoneNumber: u.phoneNumber,
        twoFactorEnabled: u.twoFactorEnabled ?? true,
        requiresPhoneChange: u.requiresPhoneChange ?? false,
        requiresPasswordReset: u.requiresPasswordReset ?? false,
        calendarAuthHandler: u.calendar ? 'GOOGLE' : null,
        calendarIsAuthenticated: u.calendar ?? false,
        pagesVisited: u.role === 'MANAGER' ? { dashboard: true, builder: true } : {},
        allTeams: u.allTeams ?? true,
        createdAt: now,
      })),
    )
    await tx
      .insert(t.userChatbots)
      .values(
        demoUsers.flatMap((u) =>
          u.chatbots.map((chatbotId, position) => ({ userId: u.id, chatbotId, position })),
        ),
      )
    const userTeams = demoUsers.flatMap((u) => (u.teams ?? []).map((teamId) => ({ userId: u.id, teamId })))
    if (userTeams.length > 0) await tx.insert(t.userTeams).values(userTeams)
    await tx
      .insert(t.employees)
      .values(
        demoUsers
          .filter((u) => u.role !== 'PARTNER')
          .map((u) => ({ id: `emp-${u.id.slice(2)}`, userId: u.id })),
      )
    await tx.insert(t.calendarUsers).values(
      demoUsers
        .filter((u) => u.calendar)
        .map((u) => ({
          id: `cal-${u.id.slice(2)}`,
          userId: u.id,
          isCalendarAuthenticated: true,
          calendarProduct: 'GOOGLE',
          spokenLanguages: ['nl', 'en'],
          excludedDays: ['2026-04-27', '2026-12-25'],
        })),
    )
    const agentUsers = demoUsers.filter((u) => u.chatbots.includes('cb-werving') && u.role !== 'PARTNER')
    await tx.insert(t.agents).values([
      ...agentUsers.map((u) => ({
        id: `agent-${u.id.slice(2)}`,
        chatbotId: 'cb-werving',
        userId: u.id,
        name: `${u.firstName} ${u.lastName}`,
        email: u.username,
        phone: u.phoneNumber,
        isAdmin: u.role === 'ADMIN' || u.role === 'MANAGER',
        devices: ['desktop'],
      })),
      {
        id: 'agent-extern',
        chatbotId: 'cb-werving',
        userId: null,
        name: '=Externe "recruiter", Team\nNoord',
        email: 'extern@demo.nl',
        phone: '+31612345699',
        isActive: false,
        devices: [],
      },
    ])
    await tx.insert(t.agentTeams).values([
      ...agentUsers.map((u) => ({
        agentId: `agent-${u.id.slice(2)}`,
        teamId: 'team-werving-noord',
        hasAccess: true,
      })),
      { agentId: 'agent-manager', teamId: 'team-werving-zuid', hasAccess: true },
      { agentId: 'agent-manager', teamId: 'team-werving-oost', hasAccess: true },
      { agentId: 'agent-extern', teamId: 'team-werving-zuid', hasAccess: false },
    ])
    await tx.insert(t.stateGroupTemplates).values([...demoStateGroupTemplates])
    await tx.insert(realtimeRoots).values([
      { key: 'documentation', value: demoRealtime.documentation },
      { key: 'gettingStarted', value: demoRealtime.gettingStarted },
      { key: 'releaseNotes', value: demoRealtime.releaseNotes },
      {
        key: 'projects',
        value: Object.fromEntries(
          demoChatbots.map((c) => [
            c.projectId,
            // Per user: opening marks read for that user only (spec 001 §4). The inbox seeder fills it.
            { openedConversations: {} },
          ]),
        ),
      },
    ])
  },
}
