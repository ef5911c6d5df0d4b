import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import {
  analyticsConversationPageSize,
  analyticsMessages,
  analyticsMessageTexts,
  customReportProblems,
  eventLabelProblem,
  freetextMessagesLimit,
  isOfficeHours,
  officeHours,
  topIntentCount,
  truncateFunnel,
  zonedTime,
  type AnalyticsPeriod,
} from '@shared/domain/analytics'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import { builderFlows, builderProcessors, builderStateGroups, builderStates } from '../builder/schema'
import type { AnalyticsStep } from './schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import {
  addDays,
  calendarDayOf,
  inboxDate,
  inboxTimeZone,
  parseCalendarDay,
  startOfDay,
} from '../inbox/inbox-time'

/** The analytics a chatbot's conversations answer (spec 001 §7.2 analytics and portal-analytics). */
export interface AnalyticsQuery {
  /** First day (YYYY-MM-DD, organisation time zone), inclusive. */
  readonly startDate: string
  /** Last day, inclusive (to the end of it). */
  readonly endDate: string
  /** Only conversations that passed through one of these flows; empty: all. */
  readonly flowIds: readonly string[]
}

type ConversationRow = typeof t.analyticsConversations.$inferSelect
const c = t.analyticsConversations

const rangeOf = (q: AnalyticsQuery) => ({
  from: startOfDay(q.startDate),
  to: startOfDay(addDays(q.endDate, 1)),
})

async function conversationsIn(db: SandboxDb, chatbot: ChatbotRow, q: AnalyticsQuery) {
  const { from, to } = rangeOf(q)
  const rows = await db
    .select()
    .from(c)
    .where(and(eq(c.chatbotId, chatbot.id), gte(c.startedAt, from), lt(c.startedAt, to)))
    .orderBy(desc(c.startedAt), desc(c.id))
  return q.flowIds.length === 0 ? rows : rows.filter((r) => r.flowIds.some((f) => q.flowIds.includes(f)))
}

/** A conversation was left (dropped) at its last step when the candidate never answered it. */
export const droppedAt = (steps: readonly AnalyticsStep[]): AnalyticsStep | null => {
  const last = steps.at(-1)
  return last && last.optionId === null && last.answer === null ? last : null
}

async function flowNames(db: SandboxDb, chatbot: ChatbotRow) {
  const rows = await db
    .select({ id: builderFlows.id, name: builderFlows.name })
    .from(builderFlows)
    .where(eq(builderFlows.chatbotId, chatbot.id))
    .orderBy(asc(builderFlows.position))
  return rows
}

/** POST /api/v1/analytics/ activeUsersPerHour: conversations started per local hour of the day (0–23). */
export async function activeUsersPerHour(db: SandboxDb, chatbot: ChatbotRow, q: AnalyticsQuery) {
  const counts = Array.from({ length: 24 }, () => 0)
  for (const row of await conversationsIn(db, chatbot, q))
    counts[zonedTime(row.startedAt, inboxTimeZone).hour]!++
  return counts.map((users, hour) => ({ hour, users }))
}

/** usageOutsideOfficeHours: conversations started inside and outside office hours (Mon–Fri 09:00–17:00). */
export async function usageOutsideOfficeHours(db: SandboxDb, chatbot: ChatbotRow, q: AnalyticsQuery) {
  let inside = 0
  let outside = 0
  for (const row of await conversationsIn(db, chatbot, q))
    if (isOfficeHours(row.startedAt, inboxTimeZone)) inside++
    else outside++
  return {
    inside,
    outside,
    officeHours: {
      days: [...officeHours.days],
      start: `${String(officeHours.startHour).padStart(2, '0')}:00`,
      end: `${officeHours.endHour}:00`,
    },
  }
}

/** top10Intents: the intents NLP recognised most often in what candidates typed. */
export async function top10Intents(db: SandboxDb, chatbot: ChatbotRow, q: AnalyticsQuery) {
  const counts = new Map<string, number>()
  for (const row of await conversationsIn(db, chatbot, q))
    for (const step of row.steps) if (step.intent) counts.set(step.intent, (counts.get(step.intent) ?? 0) + 1)
  return [...counts]
    .map(([intent, count]) => ({ intent, count }))
    .sort((a, b) => b.count - a.count || a.intent.localeCompare(b.intent))
    .slice(0, topIntentCount)
}

/** usersPerFlow: conversations that passed through each flow (flows in the builder's order; none left out). */
export async function usersPerFlow(db: SandboxDb, chatbot: ChatbotRow, q: AnalyticsQuery) {
  const rows = await conversationsIn(db, chatbot, q)
  const flows = await flowNames(db, chatbot)
  return flows
    .filter((f) => q.flowIds.length === 0 || q.flowIds.includes(f.id))
    .map((f) => ({
      flowId: f.id,
      flowName: f.name,
      users: rows.filter((r) => r.flowIds.includes(f.id)).length,
    }))
}

/**
 * dropRateFunnel: per flow, its states in the builder's order with how many conversations reached each and
 * how many left there; spec §9: only the first 5 entries per flow. Flows nobody reached are left out.
 */
export async function dropRateFunnel(db: SandboxDb, chatbot: ChatbotRow, q: AnalyticsQuery) {
  const rows = await conversationsIn(db, chatbot, q)
  const states = await db
    .select({
      id: builderStates.id,
      name: builderStates.name,
      flowId: builderStateGroups.flowId,
      flowName: builderFlows.name,
    })
    .from(builderStates)
    .innerJoin(builderStateGroups, eq(builderStateGroups.id, builderStates.stateGroupId))
    .innerJoin(builderFlows, eq(builderFlows.id, builderStateGroups.flowId))
    .where(eq(builderStates.chatbotId, chatbot.id))
    .orderBy(asc(builderFlows.position), asc(builderStateGroups.position), asc(builderStates.position))
  const reached = new Map<string, number>()
  const dropped = new Map<string, number>()
  for (const row of rows) {
    for (const stateId of new Set(row.steps.map((s) => s.stateId)))
      reached.set(stateId, (reached.get(stateId) ?? 0) + 1)
    const left = droppedAt(row.steps)
    if (left) dropped.set(left.stateId, (dropped.get(left.stateId) ?? 0) + 1)
  }
  const reachedFlows = new Set(rows.flatMap((r) => r.flowIds))
  const entries = states
    .filter((s) => reachedFlows.has(s.flowId) && (q.flowIds.length === 0 || q.flowIds.includes(s.flowId)))
    .map((s) => {
      const count = reached.get(s.id) ?? 0
      const left = dropped.get(s.id) ?? 0
      return {
        flowId: s.flowId,
        flowName: s.flowName,
        stateId: s.id,
        stateName: s.name,
        reached: count,
        dropped: left,
        dropRate: count === 0 ? 0 : Math.round((left / count) * 1000) / 10,
      }
    })
  return truncateFunnel(entries)
}

/** minDate: the first day the chatbot has conversations (the date picker's lower bound), or null. */
export async function minDate(db: SandboxDb, chatbot: ChatbotRow) {
  const [row] = await db
    .select({ first: sql<number | null>`min(${c.startedAt})`.mapWith(Number) })
    .from(c)
    .where(eq(c.chatbotId, chatbot.id))
  return row?.first ? calendarDayOf(row.first) : null
}

const periodStart = (day: string, period: AnalyticsPeriod): string => {
  if (period === 'day') return day
  if (period === 'month') return `${day.slice(0, 7)}-01`
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7
  return addDays(day, -weekday)
}

/** The start of the period after the one starting on `start` (a Monday for weeks, the 1st for months). */
const nextPeriod = (start: string, period: AnalyticsPeriod): string => {
  if (period === 'day') return addDays(start, 1)
  if (period === 'week') return addDays(start, 7)
  const [y, m] = start.split('-').map(Number) as [number, number]
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
}

/** The first day of every period that meets startDate–endDate, in order: one step per period, not per day. */
export function periodStarts(startDate: string, endDate: string, period: AnalyticsPeriod): string[] {
  const starts: string[] = []
  // A five-digit year (past 9999) would sort before endDate as text: it ends the walk too.
  for (
    let start = periodStart(startDate, period);
    start.length === 10 && start <= endDate;
    start = nextPeriod(start, period)
  )
    starts.push(start)
  return starts
}

/**
 * portal-analytics activeUsersPerPeriod: conversations per day, week (from Monday) or month, no gaps. The
 * buckets are the periods of the range, stepped a period at a time, so the work is one step per row answered
 * plus one per conversation counted (never one per day of the range); the route caps the range per period.
 */
export async function activeUsersPerPeriod(
  db: SandboxDb,
  chatbot: ChatbotRow,
  q: AnalyticsQuery,
  period: AnalyticsPeriod,
) {
  const buckets = new Map<string, number>(periodStarts(q.startDate, q.endDate, period).map((p) => [p, 0]))
  const { from, to } = rangeOf(q)
  // Only the start times (and flows) are needed here, not the steps and messages of every conversation.
  const rows = await db
    .select({ startedAt: c.startedAt, flowIds: c.flowIds })
    .from(c)
    .where(and(eq(c.chatbotId, chatbot.id), gte(c.startedAt, from), lt(c.startedAt, to)))
  for (const row of rows) {
    if (q.flowIds.length > 0 && !row.flowIds.some((f) => q.flowIds.includes(f))) continue
    const key = periodStart(calendarDayOf(row.startedAt), period)
    buckets.set(key, (buckets.get(key) ?? 0) + 1)
  }
  return [...buckets].map(([periodStartDay, users]) => ({ period: periodStartDay, users }))
}

/**
 * portal-analytics kpiAnalytics: per flow, its conversations, how many finished (did not leave halfway) and
 * how often each processor (goal) ran, with the processor's description (spec 001 §7.3 analyticsDescription).
 */
export async function kpiAnalytics(db: SandboxDb, chatbot: ChatbotRow, q: AnalyticsQuery) {
  const rows = await conversationsIn(db, chatbot, q)
  const processors = new Map(
    (
      await db
        .select({
          id: builderProcessors.id,
          humanReadableName: builderProcessors.humanReadableName,
          description: builderProcessors.description,
          isImportantGoal: builderProcessors.isImportantGoal,
        })
        .from(builderProcessors)
        .where(eq(builderProcessors.chatbotId, chatbot.id))
    ).map((p) => [p.id, p]),
  )
  const flows = (await flowNames(db, chatbot)).filter(
    (f) => q.flowIds.length === 0 || q.flowIds.includes(f.id),
  )
  return flows
    .map((flow) => {
      const inFlow = rows.filter((r) => r.flowIds.includes(flow.id))
      const counts = new Map<string, number>()
      for (const row of inFlow) {
        const ran = new Set(row.steps.filter((s) => s.flowId === flow.id).flatMap((s) => s.processorIds))
        for (const id of ran) counts.set(id, (counts.get(id) ?? 0) + 1)
      }
      const finished = inFlow.filter((r) => droppedAt(r.steps)?.flowId !== flow.id).length
      return {
        flowId: flow.id,
        flowName: flow.name,
        users: inFlow.length,
        finished,
        finishRate: inFlow.length === 0 ? 0 : Math.round((finished / inFlow.length) * 1000) / 10,
        kpis: [...counts]
          .filter(([id]) => processors.has(id))
          .map(([id, count]) => {
            const p = processors.get(id)!
            return {
              processorId: id,
              name: p.humanReadableName,
              description: p.description,
              isImportantGoal: p.isImportantGoal,
              count,
            }
          })
          .sort((a, b) => Number(b.isImportantGoal) - Number(a.isImportantGoal) || b.count - a.count),
      }
    })
    .filter((f) => f.users > 0)
}

/** portal-analytics languageUse: conversations per language. */
export async function languageUse(db: SandboxDb, chatbot: ChatbotRow, q: AnalyticsQuery) {
  const counts = new Map<string, number>()
  for (const row of await conversationsIn(db, chatbot, q))
    counts.set(row.language, (counts.get(row.language) ?? 0) + 1)
  return [...counts]
    .map(([language, conversations]) => ({ language, conversations }))
    .sort((a, b) => b.conversations - a.conversations)
}

/** portal-analytics webChatSummary: the period's totals (the summary tab and the dashboard). */
export async function webChatSummary(db: SandboxDb, chatbot: ChatbotRow, q: AnalyticsQuery) {
  const rows = await conversationsIn(db, chatbot, q)
  const messages = rows.reduce((sum, r) => sum + r.messages.length, 0)
  const finished = rows.filter((r) => droppedAt(r.steps) === null).length
  const goals = rows.filter((r) => r.steps.some((s) => s.processorIds.length > 0)).length
  const duration = rows.reduce((sum, r) => sum + (r.endedAt - r.startedAt), 0)
  return {
    conversations: rows.length,
    whatsapp: rows.filter((r) => r.channel === 'whatsapp').length,
    web: rows.filter((r) => r.channel === 'web').length,
    messages,
    finished,
    conversationsWithGoal: goals,
    averageMessages: rows.length === 0 ? 0 : Math.round((messages / rows.length) * 10) / 10,
    averageDurationSeconds: rows.length === 0 ? 0 : Math.round(duration / rows.length / 1000),
  }
}

// ---------- Conversations ----------

function brief(row: ConversationRow, flows: Map<string, string>, opened: ReadonlySet<string>) {
  const left = droppedAt(row.steps)
  return {
    clientId: row.id,
    startedAt: new Date(row.startedAt).toISOString(),
    date: inboxDate(row.startedAt),
    language: row.language,
    channel: row.channel,
    steps: row.steps.length,
    messageCount: row.messages.length,
    durationSeconds: Math.max(0, Math.round((row.endedAt - row.startedAt) / 1000)),
    stateMachines: row.flowIds.map((id) => flows.get(id) ?? id),
    contactDetails: { name: row.contactName, phoneNumber: row.phoneNumber, email: row.email },
    finished: left === null,
    isRead: opened.has(row.id),
  }
}

export interface ConversationPageQuery extends AnalyticsQuery {
  readonly page: number
  readonly pageSize: number
  /** Case-insensitive part of the name, phone number, e-mail or client id. */
  readonly search: string
}

/** A page of the period's conversations, newest first (spec §9: pages of 100). */
export async function analyticsConversationPage(
  db: SandboxDb,
  chatbot: ChatbotRow,
  q: ConversationPageQuery,
  opened: ReadonlySet<string>,
) {
  const needle = q.search.trim().toLowerCase()
  const rows = (await conversationsIn(db, chatbot, q)).filter(
    (r) =>
      needle === '' ||
      [r.id, r.contactName, r.phoneNumber, r.email].some((v) => v?.toLowerCase().includes(needle)),
  )
  const flows = new Map((await flowNames(db, chatbot)).map((f) => [f.id, f.name]))
  const pageSize = Math.min(q.pageSize, analyticsConversationPageSize)
  return {
    conversations: rows.slice((q.page - 1) * pageSize, q.page * pageSize).map((r) => brief(r, flows, opened)),
    conversationCount: rows.length,
    amountOfPages: Math.ceil(rows.length / pageSize),
    page: q.page,
    pageSize,
  }
}

/** One conversation with its steps (state, flow, answer, intent) and messages; null when unknown. */
export async function analyticsConversation(
  db: SandboxDb,
  chatbot: ChatbotRow,
  clientId: string,
  opened: ReadonlySet<string>,
) {
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.chatbotId, chatbot.id), eq(c.id, clientId)))
  if (!row) return null
  const flows = new Map((await flowNames(db, chatbot)).map((f) => [f.id, f.name]))
  const stateNames = new Map(
    (
      await db
        .select({ id: builderStates.id, name: builderStates.name })
        .from(builderStates)
        .where(eq(builderStates.chatbotId, chatbot.id))
    ).map((s) => [s.id, s.name]),
  )
  return {
    ...brief(row, flows, opened),
    endedAt: new Date(row.endedAt).toISOString(),
    stepList: row.steps.map((s) => ({
      stateId: s.stateId,
      stateName: stateNames.get(s.stateId) ?? null,
      flowId: s.flowId,
      flowName: flows.get(s.flowId) ?? null,
      at: new Date(row.startedAt + s.offsetMs).toISOString(),
      answer: s.answer,
      intent: s.intent,
      optionId: s.optionId,
      typed: s.typed,
    })),
    messages: row.messages.map((m, i) => ({
      id: `${row.id}-${i}`,
      senderEntity: m.sender,
      text: m.text,
      createdAt: new Date(row.startedAt + m.offsetMs).toISOString(),
      date: inboxDate(row.startedAt + m.offsetMs),
    })),
  }
}

/** deleteClientStateByClientId: removes the conversation (its state, steps and messages) for good. */
export async function deleteClientState(db: SandboxDb, chatbot: ChatbotRow, clientId: string) {
  const deleted = await db
    .delete(c)
    .where(and(eq(c.chatbotId, chatbot.id), eq(c.id, clientId)))
    .returning({ id: c.id })
  return deleted.length > 0
    ? { ok: true, errorMessage: null }
    : { ok: false, errorMessage: 'Failed to delete conversation.' }
}

/** GET /api/v1/freetext-messages/: what candidates typed at one state, newest first (at most 500). */
export async function freetextMessages(db: SandboxDb, chatbot: ChatbotRow, stateId: string) {
  const rows = await db
    .select({ id: c.id, startedAt: c.startedAt, steps: c.steps })
    .from(c)
    .where(and(eq(c.chatbotId, chatbot.id), sql`${c.steps} @> ${JSON.stringify([{ stateId }])}::jsonb`))
    .orderBy(desc(c.startedAt))
  const answers: { clientId: string; text: string; date: string }[] = []
  for (const row of rows)
    for (const step of row.steps)
      if (step.stateId === stateId && step.answer && step.typed && answers.length < freetextMessagesLimit)
        answers.push({ clientId: row.id, text: step.answer, date: inboxDate(row.startedAt + step.offsetMs) })
  return answers
}

/** processors(ids) asks for at most this many at once. */
export const processorsPerRequest = 200

/**
 * processors(ids) (spec 001 §7.3): the chatbot's processors with these ids, in the order asked, each with its
 * analyticsDescription. The sandbox keeps no separate analytics text: it is the description the builder
 * wrote for the processor (docs/decisions/analytics-and-dashboard.md).
 */
export async function processorsByIds(db: SandboxDb, chatbot: ChatbotRow, ids: readonly string[]) {
  const wanted = [...new Set(ids)].slice(0, processorsPerRequest)
  if (wanted.length === 0) return []
  const rows = await db
    .select({
      id: builderProcessors.id,
      humanReadableName: builderProcessors.humanReadableName,
      category: builderProcessors.category,
      isImportantGoal: builderProcessors.isImportantGoal,
      analyticsDescription: builderProcessors.description,
      googleAnalyticsEvent: builderProcessors.googleAnalyticsEvent,
    })
    .from(builderProcessors)
    .where(and(eq(builderProcessors.chatbotId, chatbot.id), inArray(builderProcessors.id, wanted)))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return wanted.flatMap((id) => {
    const row = byId.get(id)
    return row ? [row] : []
  })
}

// ---------- Analytics events and custom reports ----------

const fieldErrors = (problems: Record<string, keyof typeof analyticsMessageTexts | undefined>) =>
  Object.entries(problems)
    .filter((entry): entry is [string, keyof typeof analyticsMessageTexts] => entry[1] !== undefined)
    .map(([field, key]) => ({ field, messages: [analyticsMessageTexts[key].en] }))

export async function listAnalyticsEvents(db: SandboxDb, chatbot: ChatbotRow) {
  return db
    .select({
      id: t.analyticsEvents.id,
      eventLabel: t.analyticsEvents.eventLabel,
      eventAction: t.analyticsEvents.eventAction,
      systemName: t.analyticsEvents.systemName,
    })
    .from(t.analyticsEvents)
    .where(eq(t.analyticsEvents.chatbotId, chatbot.id))
    .orderBy(asc(t.analyticsEvents.eventLabel))
}

/** Create (no id) or update an analytics event; spec §5 Event label rules, action required. */
export async function saveAnalyticsEvent(
  db: SandboxDb,
  chatbot: ChatbotRow,
  input: { id?: string; eventLabel: string; eventAction: string; systemName?: string | null },
) {
  const errors = fieldErrors({
    eventLabel: eventLabelProblem(input.eventLabel) ?? undefined,
    eventAction: input.eventAction.trim() === '' ? 'eventActionRequired' : undefined,
  })
  if (input.eventAction.length > 100)
    errors.push({ field: 'eventAction', messages: [analyticsMessages.eventActionTooLong] })
  if (errors.length > 0) return { ok: false, errors, errorMessage: null, analyticsEvent: null }
  const values = {
    eventLabel: input.eventLabel,
    eventAction: input.eventAction.trim(),
    systemName: (input.systemName ?? input.eventLabel).trim().slice(0, 100) || input.eventLabel,
  }
  const ev = t.analyticsEvents
  const [row] = input.id
    ? await db
        .update(ev)
        .set(values)
        .where(and(eq(ev.chatbotId, chatbot.id), eq(ev.id, input.id)))
        .returning()
    : await db
        .insert(ev)
        .values({ id: `ae-${randomUUID()}`, chatbotId: chatbot.id, ...values })
        .returning()
  if (!row) return { ok: false, errors: [], errorMessage: 'Not found.', analyticsEvent: null }
  const { chatbotId: _chatbot, ...analyticsEvent } = row
  return { ok: true, errors: [], errorMessage: null, analyticsEvent }
}

export async function deleteAnalyticsEvent(db: SandboxDb, chatbot: ChatbotRow, id: string) {
  const ev = t.analyticsEvents
  const gone = await db
    .delete(ev)
    .where(and(eq(ev.chatbotId, chatbot.id), eq(ev.id, id)))
    .returning({ id: ev.id })
  return gone.length > 0
    ? { ok: true, errors: [], errorMessage: null }
    : { ok: false, errors: [], errorMessage: 'Not found.' }
}

export async function listCustomReports(db: SandboxDb, chatbot: ChatbotRow) {
  return db
    .select({
      id: t.customReports.id,
      title: t.customReports.title,
      description: t.customReports.description,
      url: t.customReports.url,
    })
    .from(t.customReports)
    .where(eq(t.customReports.chatbotId, chatbot.id))
    .orderBy(asc(t.customReports.title))
}

/**
 * Generates a custom report: what would be posted to the report's url ({ emails, startDate, endDate,
 * projectId }) is kept in custom_report_runs. Spec §5: all fields required, every e-mail valid; spec 001 §8:
 * 'Something went wrong, check the fields and try again'.
 */
export async function generateCustomReport(
  db: SandboxDb,
  chatbot: ChatbotRow,
  input: { id: string; emails: readonly string[]; startDate: string; endDate: string },
  now: number,
) {
  const failed = analyticsMessageTexts.reportFailed.en
  const problems = customReportProblems(input)
  const validDay = (d: string) => d === '' || parseCalendarDay(d) !== null
  if (!validDay(input.startDate)) problems.startDate = 'required'
  if (!validDay(input.endDate)) problems.endDate = 'required'
  const errors = fieldErrors(problems)
  if (errors.length > 0) return { ok: false, errors, errorMessage: failed }
  const [report] = await db
    .select()
    .from(t.customReports)
    .where(and(eq(t.customReports.chatbotId, chatbot.id), eq(t.customReports.id, input.id)))
  if (!report) return { ok: false, errors: [], errorMessage: failed }
  await db.insert(t.customReportRuns).values({
    id: `crr-${randomUUID()}`,
    reportId: report.id,
    url: report.url,
    payload: {
      emails: input.emails.map((e) => e.trim()),
      startDate: input.startDate,
      endDate: input.endDate,
      projectId: chatbot.projectId,
    },
    createdAt: now,
  })
  return { ok: true, errors: [], errorMessage: null }
}
