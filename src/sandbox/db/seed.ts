import { randomBytes } from 'node:crypto'
import type { SandboxDb } from './sandbox-db'
import { hashPassword } from './passwords'
import * as t from './schema'
import {
  demoChatbots,
  demoOrganization,
  demoPassword,
  demoRealtime,
  demoStateGroupTemplates,
  demoTeams,
  demoUsers,
} from './seed-data'
import { demoInboxCompanies, demoInboxLabels, generateInbox, inboxTeams } from './seed-inbox'

/** Bump when the seed's content changes without a file of this folder changing (it feeds the snapshot key). */
export const seedVersion = 2

/** Fills an empty, migrated database with the demo organisation, in one transaction. */
export async function seedDatabase(db: SandboxDb, now: number): Promise<void> {
  // One hash for everyone: they share the demo password, and scrypt per user would only slow the start.
  const passwordHash = await hashPassword(demoPassword)
  await db.transaction(async (tx) => {
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
    const inbox = generateInbox(now)
    // Bulk, in chunks: one statement per 500 rows keeps well under Postgres' 65,535 parameters.
    for (let i = 0; i < inbox.messages.length; i += 500)
      await tx.insert(t.inboxMessages).values(inbox.messages.slice(i, i + 500))
    await tx.insert(t.inboxLabels).values(demoInboxLabels)
    await tx
      .insert(t.inboxCompanies)
      .values(
        demoInboxCompanies.map((c) => ({ ...c, chatbotId: 'cb-werving', linked: c.id !== 'company-1004' })),
      )
    await tx.insert(t.smartInboxConfigs).values({
      chatbotId: 'cb-werving',
      enabled: true,
      autoConfigured: false,
      atsUsername: 'talentbrug-api',
      teamNames: [...inboxTeams['cb-werving']],
      updatedAt: now,
    })
    await tx.insert(t.realtimeRoots).values([
      { key: 'documentation', value: demoRealtime.documentation },
      { key: 'gettingStarted', value: demoRealtime.gettingStarted },
      { key: 'releaseNotes', value: demoRealtime.releaseNotes },
      {
        key: 'projects',
        value: Object.fromEntries(
          demoChatbots.map((c) => [
            c.projectId,
            // Per user: opening marks read for that user only (spec 001 §4).
            { openedConversations: c.id === 'cb-werving' ? inbox.opened : {} },
          ]),
        ),
      },
    ])
    await tx.insert(t.sandboxMeta).values({ key: 'seeded_at', value: now })
  })
}
