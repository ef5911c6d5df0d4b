import { asc, eq } from 'drizzle-orm'
import { isOfficeHours } from '@shared/domain/analytics'
import { addDays, calendarDayOf, startOfDay } from '../inbox/inbox-time'
import * as t from './schema'
import {
  builderActions,
  builderFlows,
  builderOptionLabels,
  builderOptions,
  builderStateGroups,
  builderStates,
  builderVariations,
} from '../builder/schema'
import type { AnalyticsMessage, AnalyticsStep } from './schema'
import type { Seeder, SeedTransaction } from '../db/seeder'

/**
 * The seeded analytics: 90 days of candidate conversations on `talentbrug-werving` that walk the seeded
 * builder flows state by state (options, routes to states and flows, default next question), generated from
 * a fixed PRNG seed. Volumes follow a working week (quieter weekends, slight growth), use peaks in the
 * morning, at lunch and in the evening (so a good share falls outside office hours, Monday to Friday 09:00 to
 * 17:00), candidates drop off along the way (more on questions they must type), and typed questions carry an
 * NLP intent.
 */

const minute = 60_000
const hour = 60 * minute
export const analyticsSeedDays = 90
const chatbotId = 'cb-werving'

/** The builder graph a walk needs, read from the seeded builder tables. */
export interface FlowGraph {
  readonly flows: readonly {
    id: string
    kind: string
    isDefault: boolean
    /** The first state of each of the flow's questions (state groups), in order. */
    groupEntries: readonly string[]
  }[]
  readonly states: ReadonlyMap<
    string,
    {
      readonly id: string
      readonly flowId: string
      readonly groupIndex: number
      readonly name: string
      readonly validator: string | null
      readonly scalar: boolean
      readonly replyType: string
      readonly processorIds: readonly string[]
      readonly text: { nl: string; en: string }
    }
  >
  readonly options: ReadonlyMap<
    string,
    readonly {
      readonly id: string
      readonly name: string
      readonly label: { nl: string; en: string }
      readonly isDefault: boolean
      readonly routing: string | null
      readonly nextStateId: string | null
      readonly nextFlowId: string | null
      readonly processorIds: readonly string[]
    }[]
  >
}

export interface GeneratedConversation {
  id: string
  chatbotId: string
  startedAt: number
  endedAt: number
  language: 'nl' | 'en'
  channel: 'whatsapp' | 'web'
  contactName: string | null
  phoneNumber: string | null
  email: string | null
  flowIds: string[]
  steps: AnalyticsStep[]
  messages: AnalyticsMessage[]
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let x = a
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

/** Relative use per local hour: a morning peak, lunch, and the evening after work. */
const hourWeights = [
  1, 0.5, 0.3, 0.2, 0.2, 0.4, 1.2, 3, 5, 6, 5.5, 5, 6, 5.5, 5, 4.5, 4, 4, 5, 6.5, 7, 6, 4, 2,
] as const
/** Monday … Sunday. */
const weekdayWeights = [1.15, 1.1, 1.05, 1, 0.9, 0.55, 0.6] as const
const conversationsPerDay = 24

/** Intents of what candidates type, most asked first (weights). */
export const seededIntents = [
  ['vacature_zoeken', 30],
  ['salaris', 18],
  ['werktijden', 15],
  ['sollicitatie_status', 13],
  ['contact_recruiter', 11],
  ['locatie', 9],
  ['rijbewijs', 7],
  ['beschikbaarheid', 6],
  ['documenten', 5],
  ['uitschrijven', 4],
  ['begroeting', 3],
  ['bedankt', 2],
] as const

const intentQuestions: Record<string, { nl: string; en: string }> = {
  vacature_zoeken: { nl: 'Hebben jullie nog andere vacatures?', en: 'Do you have other vacancies?' },
  salaris: { nl: 'Wat verdien ik per uur?', en: 'What is the hourly wage?' },
  werktijden: { nl: 'Wat zijn de werktijden?', en: 'What are the working hours?' },
  sollicitatie_status: { nl: 'Hoe staat mijn sollicitatie ervoor?', en: 'How is my application going?' },
  contact_recruiter: { nl: 'Kan ik een recruiter spreken?', en: 'Can I talk to a recruiter?' },
  locatie: { nl: 'Waar is het werk?', en: 'Where is the job?' },
  rijbewijs: { nl: 'Heb ik een rijbewijs nodig?', en: 'Do I need a driving licence?' },
  beschikbaarheid: { nl: 'Ik kan alleen in het weekend', en: 'I can only work weekends' },
  documenten: { nl: 'Waar stuur ik mijn cv naartoe?', en: 'Where do I send my CV?' },
  uitschrijven: { nl: 'Stop met berichten sturen', en: 'Stop sending messages' },
  begroeting: { nl: 'Hallo', en: 'Hello' },
  bedankt: { nl: 'Dank je wel!', en: 'Thank you!' },
}

const firstNames = ['Sanne', 'Daan', 'Noor', 'Milan', 'Emma', 'Mohamed', 'Julia', 'Luuk', 'Fenna', 'Yusuf']
const lastNames = ['de Jong', 'Jansen', 'Bakker', 'Öztürk', 'van den Berg', 'Mulder', 'El Amrani', 'Smit']

/** Walks the flows for 90 days before `now`; pure, so the same graph and time give the same data. */
export function generateAnalyticsConversations(graph: FlowGraph, now: number): GeneratedConversation[] {
  const random = mulberry32(20_260_316)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    const total = entries.reduce((sum, [, w]) => sum + w, 0)
    let r = random() * total
    for (const [value, w] of entries) if ((r -= w) < 0) return value
    return entries[entries.length - 1]![0]
  }
  const flowByKind = (kind: string) => graph.flows.find((f) => f.kind === kind) ?? null
  const startFlow = graph.flows.find((f) => f.isDefault) ?? flowByKind('START') ?? graph.flows[0]
  const entryFlows = [
    [startFlow, 85],
    [flowByKind('BROADCAST_JOB_ALERT'), 10],
    [flowByKind('WELCOME_BACK'), 5],
  ].filter((e): e is [NonNullable<typeof startFlow>, number] => e[0] != null)
  const flowOf = new Map(graph.flows.map((f) => [f.id, f]))
  const hourEntries = hourWeights.map((w, h) => [h, w] as const)
  const result: GeneratedConversation[] = []
  if (!startFlow) return result

  const today = calendarDayOf(now)
  let serial = 0
  for (let back = analyticsSeedDays - 1; back >= 0; back--) {
    const day = addDays(today, -back)
    const dayStart = startOfDay(day)
    const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7
    const growth = 0.85 + (0.3 * (analyticsSeedDays - back)) / analyticsSeedDays
    const expected = conversationsPerDay * (weekdayWeights[weekday] ?? 1) * growth
    const count = Math.max(0, Math.round(expected + (random() - 0.5) * expected * 0.4))
    for (let i = 0; i < count; i++) {
      const startedAt = dayStart + weighted(hourEntries) * hour + Math.floor(random() * 60) * minute
      if (startedAt > now - 5 * minute) continue
      serial++
      const language: 'nl' | 'en' = random() < 0.16 ? 'en' : 'nl'
      const channel: 'whatsapp' | 'web' = random() < 0.62 ? 'whatsapp' : 'web'
      const name = `${pick(firstNames)} ${pick(lastNames)}`
      const steps: AnalyticsStep[] = []
      const messages: AnalyticsMessage[] = []
      const flowIds: string[] = []
      let offset = 0
      const say = (sender: AnalyticsMessage['sender'], text: string) => {
        messages.push({ sender, text, offsetMs: offset })
      }
      // Outside office hours candidates are a little more likely to leave before the end.
      const dropBase = isOfficeHours(startedAt) ? 0.06 : 0.08
      let stateId: string | null = (weighted(entryFlows).groupEntries[0] as string | undefined) ?? null
      let contactGiven = { phone: null as string | null, email: null as string | null }
      const visited = new Set<string>()
      while (stateId && steps.length < 30) {
        const state = graph.states.get(stateId)
        if (!state) break
        if (!flowIds.includes(state.flowId)) flowIds.push(state.flowId)
        say('chatbot', state.text[language])
        const options = graph.options.get(state.id) ?? []
        const processors = [...state.processorIds]
        let chosen: (typeof options)[number] | null = null
        let answer: string | null = null
        let intent: string | null = null
        let typedAnswer = false
        if (state.replyType === 'NONE' || options.length === 0) {
          chosen = options.find((o) => o.isDefault) ?? options[0] ?? null
        } else {
          // Dropping off: more on questions the candidate has to type than on buttons.
          const typed = options.every((o) => o.isDefault) || state.validator != null
          if (random() < dropBase + (typed ? 0.06 : 0) + (visited.has(state.id) ? 0.3 : 0)) {
            steps.push({
              stateId: state.id,
              flowId: state.flowId,
              offsetMs: offset,
              optionId: null,
              answer: null,
              typed: false,
              intent: null,
              processorIds: processors,
            })
            break
          }
          offset += Math.floor(15_000 + random() * 90_000)
          const buttons = options.filter((o) => !o.isDefault)
          if (typed) {
            typedAnswer = true
            chosen = options.find((o) => o.isDefault) ?? options[0] ?? null
            answer =
              state.validator === 'email'
                ? `${name.split(' ')[0]!.toLowerCase()}${serial}@example.nl`
                : state.validator === 'phone'
                  ? `+316${String(10_000_000 + serial * 7919).slice(-8)}`
                  : state.scalar
                    ? name
                    : pick(['Ja', 'Nee', 'Misschien', 'Volgende week', '5 jaar'])
            if (state.validator === 'email') contactGiven.email = answer
            if (state.validator === 'phone') contactGiven.phone = answer
          } else if (buttons.length > 0 && random() > 0.18) {
            chosen = buttons[Math.floor(Math.pow(random(), 1.4) * buttons.length)] ?? null
            answer = chosen ? chosen.label[language] : null
          } else {
            // Typed instead of tapping a button: NLP recognises an intent, the default option answers it.
            typedAnswer = true
            intent = weighted(seededIntents)
            answer = intentQuestions[intent]![language]
            chosen = options.find((o) => o.isDefault) ?? null
          }
          if (answer) say('candidate', answer)
        }
        if (chosen) processors.push(...chosen.processorIds)
        steps.push({
          stateId: state.id,
          flowId: state.flowId,
          offsetMs: offset,
          optionId: chosen?.id ?? null,
          answer,
          typed: typedAnswer,
          intent,
          processorIds: [...new Set(processors)],
        })
        visited.add(state.id)
        offset += Math.floor(2_000 + random() * 6_000)
        if (!chosen) break
        stateId = nextState(flowOf, state, chosen)
      }
      contactGiven = {
        phone:
          contactGiven.phone ??
          (channel === 'whatsapp' ? `+316${String(20_000_000 + serial).slice(-8)}` : null),
        email: contactGiven.email,
      }
      result.push({
        id: `an-${String(serial).padStart(5, '0')}`,
        chatbotId,
        startedAt,
        endedAt: startedAt + offset,
        language,
        channel,
        contactName: steps.some((s) => s.answer === name) || channel === 'whatsapp' ? name : null,
        phoneNumber: contactGiven.phone,
        email: contactGiven.email,
        flowIds,
        steps,
        messages,
      })
    }
  }
  return result
}

/** Where an option leads: its state, the first state of its flow, the next question, or the end. */
function nextState(
  flowOf: ReadonlyMap<string, FlowGraph['flows'][number]>,
  state: { id: string; flowId: string; groupIndex: number },
  option: { routing: string | null; nextStateId: string | null; nextFlowId: string | null },
): string | null {
  if (option.nextStateId) return option.nextStateId
  if (option.nextFlowId) return flowOf.get(option.nextFlowId)?.groupEntries[0] ?? null
  // The default next question: the first state of the flow's next question (state group).
  if (option.routing === null || option.routing === 'DEFAULT_NEXT' || option.routing === 'STATE')
    return flowOf.get(state.flowId)?.groupEntries[state.groupIndex + 1] ?? null
  // Smart Inbox handover, stop, FAQ and the like end the bot's part of the conversation.
  return null
}

/** Reads the builder graph of one chatbot (the builder's tables, in flow, group and state order). */
export async function loadFlowGraph(tx: SeedTransaction, chatbot: string): Promise<FlowGraph> {
  const flowRows = await tx
    .select()
    .from(builderFlows)
    .where(eq(builderFlows.chatbotId, chatbot))
    .orderBy(asc(builderFlows.position))
  const stateRows = await tx
    .select({
      id: builderStates.id,
      name: builderStates.name,
      validator: builderStates.validator,
      scalarNameId: builderStates.scalarNameId,
      replyType: builderStates.replyType,
      processorIds: builderStates.processorIds,
      flowId: builderStateGroups.flowId,
      groupId: builderStateGroups.id,
      initialStateId: builderStateGroups.initialStateId,
    })
    .from(builderStates)
    .innerJoin(builderStateGroups, eq(builderStateGroups.id, builderStates.stateGroupId))
    .where(eq(builderStates.chatbotId, chatbot))
    .orderBy(asc(builderStateGroups.position), asc(builderStates.position))
  const optionRows = await tx
    .select()
    .from(builderOptions)
    .where(eq(builderOptions.chatbotId, chatbot))
    .orderBy(asc(builderOptions.position))
  const labelRows = await tx
    .select({ optionId: builderOptionLabels.optionId, text: builderOptionLabels.text })
    .from(builderOptionLabels)
    .where(eq(builderOptionLabels.chatbotId, chatbot))
  const textRows = await tx
    .select({
      stateId: builderActions.stateId,
      position: builderActions.position,
      languageTag: builderVariations.languageTag,
      message: builderVariations.message,
    })
    .from(builderVariations)
    .innerJoin(builderActions, eq(builderActions.id, builderVariations.actionId))
    .where(eq(builderVariations.chatbotId, chatbot))
    .orderBy(asc(builderActions.position))
  const texts = new Map<string, { nl: string; en: string }>()
  for (const row of textRows) {
    const message = row.message as { type: string; text?: string }
    if (message.type !== 'TEXT' || !message.text) continue
    const entry = texts.get(row.stateId) ?? { nl: '', en: '' }
    const key = row.languageTag.startsWith('en') ? 'en' : 'nl'
    // The question is the last text of the state.
    entry[key] = message.text.slice(0, 300)
    texts.set(row.stateId, entry)
  }
  const labels = new Map(labelRows.map((l) => [l.optionId, l.text]))
  // Per flow, its questions in order, each entered at its initial state (else its first).
  const groupsOfFlow = new Map<string, { id: string; entry: string }[]>()
  for (const s of stateRows) {
    const groups = groupsOfFlow.get(s.flowId) ?? []
    if (!groups.some((g) => g.id === s.groupId))
      groups.push({ id: s.groupId, entry: s.initialStateId ?? s.id })
    groupsOfFlow.set(s.flowId, groups)
  }
  const states = new Map<string, FlowGraph['states'] extends ReadonlyMap<string, infer S> ? S : never>()
  for (const s of stateRows) {
    const text = texts.get(s.id) ?? { nl: s.name, en: s.name }
    states.set(s.id, {
      id: s.id,
      flowId: s.flowId,
      groupIndex: (groupsOfFlow.get(s.flowId) ?? []).findIndex((g) => g.id === s.groupId),
      name: s.name,
      validator: s.validator,
      scalar: s.scalarNameId !== null,
      replyType: s.replyType,
      processorIds: s.processorIds,
      text: { nl: text.nl || s.name, en: text.en || text.nl || s.name },
    })
  }
  const options = new Map<string, FlowGraph['options'] extends ReadonlyMap<string, infer O> ? O : never>()
  for (const o of optionRows) {
    const label = labels.get(o.id) ?? {}
    const list = [...(options.get(o.stateId) ?? [])]
    list.push({
      id: o.id,
      name: o.name,
      label: { nl: label['nl-NL'] ?? o.name, en: label['en-US'] ?? label['nl-NL'] ?? o.name },
      isDefault: o.isDefault,
      routing: o.routingInstruction,
      nextStateId: o.nextStateId,
      nextFlowId: o.nextFlowId,
      processorIds: o.processorIds,
    })
    options.set(o.stateId, list)
  }
  return {
    flows: flowRows.map((f) => ({
      id: f.id,
      kind: f.kind,
      isDefault: f.isDefaultStateMachine,
      groupEntries: (groupsOfFlow.get(f.id) ?? []).map((g) => g.entry),
    })),
    states,
    options,
  }
}

export const seededAnalyticsEvents = [
  {
    id: 'ae-werving-1',
    eventLabel: 'sollicitatie_verstuurd',
    eventAction: 'submit',
    systemName: 'application_sent',
  },
  { id: 'ae-werving-2', eventLabel: 'cv_geupload', eventAction: 'upload', systemName: 'cv_uploaded' },
  { id: 'ae-werving-3', eventLabel: 'afspraak_gepland', eventAction: 'schedule', systemName: 'appointment' },
] as const

export const seededCustomReports = [
  {
    id: 'cr-werving-weekly',
    title: 'Weekrapport kandidaten',
    description:
      'Kandidaten, afhakers en doelen per flow van de gekozen periode, als Excel-bestand per e-mail.',
    url: 'https://reports.talentbrug.example/weekly',
  },
  {
    id: 'cr-werving-goals',
    title: 'Doelen per vacature',
    description: 'Hoe vaak elke vacatureflow tot een sollicitatie leidde.',
    url: 'https://reports.talentbrug.example/goals',
  },
] as const

export const analyticsSeeder: Seeder = {
  name: 'analytics',
  file: 'analytics/seed.ts',
  timeColumns: [t.analyticsConversations.startedAt, t.analyticsConversations.endedAt],
  // Whole days only, so use per hour and office hours keep their pattern when an older snapshot is loaded
  // (the newest conversations are then up to a day older than "now", never in the future).
  shiftFor: (shiftMs) => Math.floor(shiftMs / (24 * hour)) * 24 * hour,
  async seed(tx, now) {
    const graph = await loadFlowGraph(tx, chatbotId)
    const rows = generateAnalyticsConversations(graph, now)
    for (let i = 0; i < rows.length; i += 400)
      await tx.insert(t.analyticsConversations).values(rows.slice(i, i + 400))
    await tx.insert(t.analyticsEvents).values(seededAnalyticsEvents.map((e) => ({ ...e, chatbotId })))
    await tx.insert(t.customReports).values(seededCustomReports.map((r) => ({ ...r, chatbotId })))
  },
}
