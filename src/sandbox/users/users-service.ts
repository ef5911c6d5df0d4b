import { randomBytes } from 'node:crypto'
import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { errorCatalogue } from '@shared/domain/errors'
import { isInterfaceLanguage } from '@shared/domain/languages'
import {
  assignmentOf,
  checkCreateUser,
  checkDeleteUser,
  checkSetUserPassword,
  checkUpdateUser,
  visibleTeams,
  type UserRuleCode,
  type UserRuleField,
  type UserScope,
} from '@shared/domain/user-rules'
import {
  createUserSchema,
  nameMaxLength,
  normalizeEmail,
  parseUserForm,
  splitName,
  updateUserSchema,
  userFormMessage,
  userFormInvalidCode,
  userPasswordSchema,
  type UserFormField,
  type UserFormMessageKey,
} from '@shared/domain/users'
import type { SandboxDb } from '../db/sandbox-db'
import { hashPassword } from '../db/passwords'
import * as t from '../chatbots/schema'
import { tokenFamilies } from '../auth/schema'
import type { AuthenticatedUser } from '../auth/auth-service'
import { userGql } from '../chatbots/directory-service'
import { ApiError } from '../errors'
import { hasInvisibleCharacters } from '@shared/domain/visible-text'

/**
 * Users management (spec 000 §2, §3, §5, §6; spec 001 §7.4): the router's users list, create,
 * update and delete, the employee update with a password change, and the calendar flag. Every rule is the
 * shared one (user-rules.ts, users.ts): this file reads the rows those rules look at and writes the result.
 */

type UserRow = typeof t.users.$inferSelect

/** The answer of the user mutations (router `UserResult`). */
export interface UserResult {
  readonly ok: boolean
  readonly code: string | null
  readonly errorMessage: string | null
  readonly errors: { field: string; messages: string[] }[]
  readonly user: Awaited<ReturnType<typeof userGql>> | null
}

type RefusalCode = UserRuleCode | 'not_found' | typeof userFormInvalidCode

const refused = (code: RefusalCode, field?: UserRuleField | UserFormField): UserResult => {
  const message = errorCatalogue[code].en
  return {
    ok: false,
    code,
    errorMessage: message,
    errors: field ? [{ field, messages: [message] }] : [],
    user: null,
  }
}

const invalid = (fields: Partial<Record<UserFormField, UserFormMessageKey>>): UserResult => ({
  ok: false,
  code: userFormInvalidCode,
  errorMessage: errorCatalogue[userFormInvalidCode].en,
  errors: Object.entries(fields).map(([field, key]) => ({ field, messages: [userFormMessage(key)] })),
  user: null,
})

// ---- reading what the rules look at -------------------------------------------------------------------

/** A user as the rules see them, with their row. */
export async function userScope(db: SandboxDb, row: UserRow): Promise<UserScope> {
  const chatbots = await db
    .select({ id: t.userChatbots.chatbotId })
    .from(t.userChatbots)
    .where(eq(t.userChatbots.userId, row.id))
    .orderBy(asc(t.userChatbots.position))
  const teams = await db
    .select({ id: t.userTeams.teamId })
    .from(t.userTeams)
    .where(eq(t.userTeams.userId, row.id))
  return {
    id: row.id,
    organizationId: row.organizationId,
    role: row.role,
    isSuperuser: row.isSuperuser,
    allTeams: row.allTeams,
    chatbotIds: chatbots.map((c) => c.id),
    teamIds: teams.map((team) => team.id),
  }
}

async function userRow(db: SandboxDb, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(t.users).where(eq(t.users.id, id))
  return row ?? null
}

/** The signed-in user as the user rules see them. */
export async function actorScope(db: SandboxDb, viewer: AuthenticatedUser): Promise<UserScope> {
  const row = await userRow(db, viewer.id)
  if (!row) throw new ApiError('not_authenticated')
  return userScope(db, row)
}

/** How many users of the organisation have the role ADMIN (superusers are not counted apart). */
async function adminCount(db: SandboxDb, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.users)
    .where(and(eq(t.users.organizationId, organizationId), eq(t.users.role, 'ADMIN')))
  return row?.n ?? 0
}

/** The chatbot of each named team that exists. */
async function teamChatbots(db: SandboxDb, teamIds: readonly string[]): Promise<Record<string, string>> {
  const ids = [...new Set(teamIds)]
  if (ids.length === 0) return {}
  const rows = await db
    .select({ id: t.teams.id, chatbotId: t.teams.chatbotId })
    .from(t.teams)
    .where(inArray(t.teams.id, ids))
  return Object.fromEntries(rows.map((r) => [r.id, r.chatbotId]))
}

/**
 * May `actor` edit `account` at all (its profile, its calendar link)? As 'Edit user' with the account's own
 * role and assignment unchanged, so only who the account is decides, not what would change.
 */
async function checkEditAccountAsIs(db: SandboxDb, actor: UserScope, account: UserScope, row: UserRow) {
  return checkUpdateUser(
    actor,
    account,
    { role: row.role, chatbotIds: account.chatbotIds, allTeams: account.allTeams, teamIds: account.teamIds },
    {
      adminCount: await adminCount(db, row.organizationId),
      teamChatbots: await teamChatbots(db, account.teamIds),
    },
  )
}

/** Chatbot ids that exist in the organisation. */
async function existingChatbots(db: SandboxDb, ids: readonly string[], organizationId: string) {
  if (ids.length === 0) return new Set<string>()
  const rows = await db
    .select({ id: t.chatbots.id })
    .from(t.chatbots)
    .where(and(inArray(t.chatbots.id, [...ids]), eq(t.chatbots.organizationId, organizationId)))
  return new Set(rows.map((r) => r.id))
}

async function emailTaken(db: SandboxDb, email: string, exceptId: string | null): Promise<boolean> {
  const normal = normalizeEmail(email)
  const rows = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(or(sql`lower(${t.users.username}) = ${normal}`, sql`lower(${t.users.email}) = ${normal}`))
  return rows.some((r) => r.id !== exceptId)
}

/** Ends every session of a user: their access and refresh tokens stop working. */
async function endSessions(db: SandboxDb, userId: string, now: number, reason: string) {
  await db
    .update(tokenFamilies)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt)))
}

// ---- the list ----------------------------------------------------------------------------------------

export const defaultUsersPageSize = 20
export const maxUsersPageSize = 100
const maxSearchLength = 254

export interface UserListFilters {
  readonly search?: string | null
  readonly role?: string | null
  readonly chatbotId?: string | null
  readonly page?: number | null
  readonly pageSize?: number | null
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The users list: the organisation's users (every user, for a superuser), searched, filtered, paged. */
export async function listUsers(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  filters: UserListFilters,
  baseUrl: string,
) {
  const search = (filters.search ?? '').trim()
  if (search.length > maxSearchLength)
    throw new ApiError('invalid_input', { fields: { search: ['Too long.'] } })
  const page = filters.page ?? 1
  const pageSize = filters.pageSize ?? defaultUsersPageSize
  if (!Number.isInteger(page) || page < 1 || page > 100_000)
    throw new ApiError('invalid_input', { fields: { page: ['Pages are numbered from 1.'] } })
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxUsersPageSize)
    throw new ApiError('invalid_input', { fields: { pageSize: [`From 1 to ${maxUsersPageSize}.`] } })

  const conditions: (SQL | undefined)[] = [
    viewer.isSuperuser ? undefined : eq(t.users.organizationId, viewer.organizationId),
  ]
  if (search) {
    const pattern = `%${likeEscape(search)}%`
    conditions.push(
      or(
        ilike(t.users.email, pattern),
        ilike(sql`${t.users.firstName} || ' ' || ${t.users.lastName}`, pattern),
      ),
    )
  }
  if (filters.role) conditions.push(eq(t.users.role, filters.role))
  if (filters.chatbotId) {
    conditions.push(
      inArray(
        t.users.id,
        db
          .select({ id: t.userChatbots.userId })
          .from(t.userChatbots)
          .where(eq(t.userChatbots.chatbotId, filters.chatbotId)),
      ),
    )
  }
  const where = and(...conditions)
  const [total] = await db.select({ n: count() }).from(t.users).where(where)
  const rows = await db
    .select()
    .from(t.users)
    .where(where)
    .orderBy(asc(sql`lower(${t.users.firstName})`), asc(sql`lower(${t.users.lastName})`), asc(t.users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const totalCount = total?.n ?? 0
  return {
    users: await Promise.all(rows.map((row) => userGql(db, row, baseUrl))),
    totalCount,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(totalCount / pageSize)),
  }
}

/**
 * The teams the user form offers (router `assignableTeams`): of the actor's chatbots (any, for a
 * superuser), and only those the actor sees (shared `visibleTeams`), so the form offers what the rules accept.
 */
export async function assignableTeams(db: SandboxDb, viewer: AuthenticatedUser) {
  const actor = await actorScope(db, viewer)
  const rows = await db
    .select({ id: t.teams.id, name: t.teams.name, chatbotId: t.teams.chatbotId })
    .from(t.teams)
    .innerJoin(t.chatbots, eq(t.chatbots.id, t.teams.chatbotId))
    .where(actor.isSuperuser ? undefined : eq(t.chatbots.organizationId, actor.organizationId))
    .orderBy(asc(sql`lower(${t.teams.name})`), asc(t.teams.id))
  return visibleTeams(actor, rows)
}

// ---- create, update, delete -------------------------------------------------------------------------

async function writeAssignment(
  tx: Pick<SandboxDb, 'delete' | 'insert'>,
  userId: string,
  chatbotIds: readonly string[],
  teamIds: readonly string[],
) {
  await tx.delete(t.userChatbots).where(eq(t.userChatbots.userId, userId))
  if (chatbotIds.length > 0)
    await tx
      .insert(t.userChatbots)
      .values(chatbotIds.map((chatbotId, position) => ({ userId, chatbotId, position })))
  await tx.delete(t.userTeams).where(eq(t.userTeams.userId, userId))
  if (teamIds.length > 0) await tx.insert(t.userTeams).values(teamIds.map((teamId) => ({ userId, teamId })))
}

/**
 * Unknown chatbots are refused like chatbots out of reach: the form offers only existing ones. Only the
 * account's own organisation's chatbots can be assigned, by superusers too: an assignment across
 * organisations would grant nothing (ChatbotAccessService) and only mislead.
 */
async function unknownChatbot(db: SandboxDb, organizationId: string, chatbotIds: readonly string[]) {
  const known = await existingChatbots(db, chatbotIds, organizationId)
  return chatbotIds.some((id) => !known.has(id))
}

/** Creates a user and their employee entry (router `createUser`). */
export async function createUser(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  input: unknown,
  now: number,
  baseUrl: string,
): Promise<UserResult> {
  const parsed = parseUserForm(createUserSchema, input)
  if (!parsed.ok) return invalid(parsed.fields)
  const values = parsed.value
  const actor = await actorScope(db, viewer)
  const next = assignmentOf(values)
  const rule = checkCreateUser(actor, next, {
    adminCount: await adminCount(db, actor.organizationId),
    teamChatbots: await teamChatbots(db, next.teamIds),
  })
  if (!rule.ok) return refused(rule.code, rule.field)
  if (await unknownChatbot(db, actor.organizationId, next.chatbotIds))
    return refused('chatbot_not_assignable', 'chatbots')
  if (await emailTaken(db, values.email, null)) return refused('email_already_exists', 'email')

  const id = `u-${randomBytes(8).toString('hex')}`
  const { firstName, lastName } = splitName(values.name)
  const passwordHash = await hashPassword(values.password)
  await db.transaction(async (tx) => {
    await tx.insert(t.users).values({
      id,
      organizationId: actor.organizationId,
      username: values.email,
      email: values.email,
      firstName,
      lastName,
      language: values.language,
      role: values.role,
      passwordHash,
      phoneNumber: null,
      allTeams: next.allTeams,
      createdAt: now,
    })
    await writeAssignment(tx, id, next.chatbotIds, next.teamIds)
    if (values.role !== 'PARTNER')
      await tx.insert(t.employees).values({ id: `emp-${id.slice(2)}`, userId: id })
  })
  return okUser(db, id, baseUrl)
}

async function okUser(db: SandboxDb, id: string, baseUrl: string): Promise<UserResult> {
  const row = await userRow(db, id)
  return {
    ok: true,
    code: null,
    errorMessage: null,
    errors: [],
    user: row ? await userGql(db, row, baseUrl) : null,
  }
}

/** 'Edit user' (router `updateUser`). */
export async function updateUser(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  id: string,
  input: unknown,
  baseUrl: string,
): Promise<UserResult> {
  const parsed = parseUserForm(updateUserSchema, input)
  if (!parsed.ok) return invalid(parsed.fields)
  const values = parsed.value
  const actor = await actorScope(db, viewer)
  const row = await userRow(db, id)
  if (!row) return refused('not_found')
  const account = await userScope(db, row)
  const next = assignmentOf(values)
  const rule = checkUpdateUser(actor, account, next, {
    adminCount: await adminCount(db, row.organizationId),
    teamChatbots: await teamChatbots(db, [...next.teamIds, ...account.teamIds]),
  })
  if (!rule.ok) return refused(rule.code, rule.field)
  const added = next.chatbotIds.filter((c) => !account.chatbotIds.includes(c))
  if (await unknownChatbot(db, row.organizationId, added))
    return refused('chatbot_not_assignable', 'chatbots')
  if (await emailTaken(db, values.email, row.id)) return refused('email_already_exists', 'email')

  const { firstName, lastName } = splitName(values.name)
  await db.transaction(async (tx) => {
    await tx
      .update(t.users)
      .set({
        username: values.email,
        email: values.email,
        firstName,
        lastName,
        language: values.language,
        role: values.role,
        allTeams: next.allTeams,
      })
      .where(eq(t.users.id, row.id))
    await writeAssignment(tx, row.id, next.chatbotIds, next.teamIds)
    if (values.role === 'PARTNER') await tx.delete(t.employees).where(eq(t.employees.userId, row.id))
    else
      await tx
        .insert(t.employees)
        .values({ id: `emp-${row.id.slice(2)}`, userId: row.id })
        .onConflictDoNothing()
  })
  return okUser(db, row.id, baseUrl)
}

/**
 * Removes a user (router `deleteUser`): nobody removes themselves or the last admin. The user's token
 * families go with them (on delete cascade), so their access and refresh tokens stop working.
 */
export async function deleteUser(db: SandboxDb, viewer: AuthenticatedUser, id: string): Promise<UserResult> {
  const actor = await actorScope(db, viewer)
  const row = await userRow(db, id)
  if (!row) return refused('not_found')
  const rule = checkDeleteUser(actor, await userScope(db, row), {
    adminCount: await adminCount(db, row.organizationId),
  })
  if (!rule.ok) return refused(rule.code, rule.field)
  await db.delete(t.users).where(eq(t.users.id, row.id))
  return { ok: true, code: null, errorMessage: null, errors: [], user: null }
}

/** The user of an employee entry, or null. */
export async function userOfEmployee(db: SandboxDb, employeeId: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: t.users })
    .from(t.employees)
    .innerJoin(t.users, eq(t.users.id, t.employees.userId))
    .where(eq(t.employees.id, employeeId))
  return row?.user ?? null
}

/** Router `deleteEmployee`: deleteUser on the employee's user; false on any failure. */
export async function deleteEmployee(db: SandboxDb, viewer: AuthenticatedUser, employeeId: string) {
  const user = await userOfEmployee(db, employeeId)
  if (!user) return false
  return (await deleteUser(db, viewer, user.id)).ok
}

export interface EmployeeChanges {
  readonly name?: string | null
  readonly language?: string | null
  readonly password?: string | null
  readonly confirmPassword?: string | null
}

/**
 * Router `updateEmployee`: name and language of one's own entry ('Your info') or of an account one
 * manages; a password (with its confirmation) only for an account one manages, and setting it ends that
 * account's sessions.
 */
export async function updateEmployee(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  employeeId: string,
  changes: EmployeeChanges,
  now: number,
  baseUrl: string,
): Promise<UserResult> {
  const row = await userOfEmployee(db, employeeId)
  if (!row) return refused('not_found')
  const fields: Partial<Record<UserFormField, UserFormMessageKey>> = {}
  let name: { firstName: string; lastName: string } | null = null
  if (changes.name != null) {
    const trimmed = changes.name.trim()
    if (!trimmed) fields.name = 'form.nameRequired'
    else if (trimmed.length > nameMaxLength) fields.name = 'form.nameTooLong'
    else if (hasInvisibleCharacters(trimmed)) fields.name = 'form.nameInvisibleCharacters'
    else name = splitName(trimmed)
  }
  if (changes.language != null && !isInterfaceLanguage(changes.language))
    fields.language = 'form.languageRequired'
  const settingPassword = changes.password != null || changes.confirmPassword != null
  let password: string | null = null
  if (settingPassword) {
    const parsed = parseUserForm(userPasswordSchema, {
      password: changes.password ?? '',
      confirmPassword: changes.confirmPassword ?? '',
    })
    if (parsed.ok) password = parsed.value.password
    else Object.assign(fields, parsed.fields)
  }
  if (Object.keys(fields).length > 0) return invalid(fields)

  const actor = await actorScope(db, viewer)
  const account = await userScope(db, row)
  if (actor.id !== account.id && (name || changes.language != null)) {
    const rule = await checkEditAccountAsIs(db, actor, account, row)
    if (!rule.ok) return refused(rule.code, rule.field)
  }
  if (settingPassword) {
    const rule = checkSetUserPassword(actor, account)
    if (!rule.ok) return refused(rule.code, rule.field ?? 'password')
  }
  const passwordHash = password !== null ? await hashPassword(password) : null
  await db.transaction(async (tx) => {
    const set = {
      ...(name ?? {}),
      ...(changes.language != null ? { language: changes.language } : {}),
      ...(passwordHash ? { passwordHash, requiresPasswordReset: false } : {}),
    }
    if (Object.keys(set).length > 0) await tx.update(t.users).set(set).where(eq(t.users.id, row.id))
  })
  if (passwordHash) await endSessions(db, row.id, now, 'password-set-by-manager')
  return okUser(db, row.id, baseUrl)
}

/**
 * POST /api/v1/user/is-calendar-authenticated/: records whether a user's calendar link works. One's own,
 * or an account one may edit in users management.
 */
export async function setCalendarAuthenticated(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  userId: string,
  value: boolean,
): Promise<void> {
  const row = await userRow(db, userId)
  if (!row) throw new ApiError('not_found')
  if (row.id !== viewer.id) {
    const actor = await actorScope(db, viewer)
    const account = await userScope(db, row)
    const rule = await checkEditAccountAsIs(db, actor, account, row)
    if (!rule.ok) throw new ApiError(rule.code)
  }
  await db.update(t.users).set({ calendarIsAuthenticated: value }).where(eq(t.users.id, row.id))
}
