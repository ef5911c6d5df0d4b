import { and, desc, eq, inArray } from 'drizzle-orm'
import { atsValueProblem, composeMappedValue, takesFixedOption, takesVariable } from '@shared/domain/ats'
import * as builder from '../builder/schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { buttonsOf, type ConversationState } from '../conversation-engine/conversation-engine'
import { loadBot } from '../conversation-engine/conversation-service'
import * as engine from '../conversation-engine/schema'
import type { SandboxDb } from '../db/sandbox-db'
import { atsFieldById, atsFieldsByPath, requiredAtsFields, type AtsFieldView } from './ats-catalogue-service'
import { listMappings, type MappingView } from './ats-mappings-service'

/**
 * The ATS mapping dry run: for a conversation the engine ran (Try it, the widget preview or a simulated
 * candidate), what every mapping of its flows would write to the ATS, field by field, after prepend,
 * append, separator and post modifiers, and which required fields of the entity types it writes nothing
 * fills. Nothing is sent to the ATS.
 */

/** How many conversations the dry run offers to pick from, newest first. */
export const dryRunConversationLimit = 50

export type DryRunProblem = 'noAnswer' | 'notStored' | 'valueTooLong' | 'valueDoesNotMatch' | 'optionUnknown'

export interface DryRunRow {
  readonly mappingId: string
  readonly type: string
  readonly atsFieldPath: string
  readonly humanReadableNames: { language: string; name: string }[]
  /** The variable the value comes from; null for a fixed value. */
  readonly scalarName: string | null
  /** The conversation's answer (or the fixed value) before the mapping shapes it; null: no answer. */
  readonly source: string | null
  /** What the ATS field would get ('' writes nothing). */
  readonly written: string
  readonly problem: DryRunProblem | null
}

export interface DryRunField {
  readonly path: string
  readonly entityType: string
  readonly humanReadableNames: { language: string; name: string }[]
}

export interface DryRun {
  readonly conversationId: string
  readonly languageTag: string
  readonly flowNames: string[]
  readonly rows: DryRunRow[]
  readonly missingRequired: DryRunField[]
}

export interface DryRunConversation {
  readonly id: string
  readonly source: string
  readonly languageTag: string
  readonly updatedAt: number
  readonly answerCount: number
  readonly flowNames: string[]
}

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()
const conversationOf = (state: Record<string, unknown>) => state as unknown as ConversationState

async function flowNames(db: SandboxDb, chatbot: ChatbotRow, ids: readonly string[]) {
  if (!ids.length) return new Map<string, string>()
  const rows = await db
    .select({ id: builder.builderFlows.id, name: builder.builderFlows.name })
    .from(builder.builderFlows)
    .where(and(eq(builder.builderFlows.chatbotId, chatbot.id), inArray(builder.builderFlows.id, [...ids])))
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** The chatbot's engine conversations to pick from, newest first. */
export async function dryRunConversations(db: SandboxDb, chatbot: ChatbotRow): Promise<DryRunConversation[]> {
  const rows = await db
    .select()
    .from(engine.conversationSessions)
    .where(eq(engine.conversationSessions.chatbotId, chatbot.id))
    .orderBy(desc(engine.conversationSessions.updatedAt), desc(engine.conversationSessions.id))
    .limit(dryRunConversationLimit)
  const names = await flowNames(db, chatbot, [
    ...new Set(rows.flatMap((r) => conversationOf(r.state).flowHistory ?? [])),
  ])
  return rows.map((r) => {
    const conv = conversationOf(r.state)
    return {
      id: r.id,
      source: r.source,
      languageTag: r.languageTag,
      updatedAt: r.updatedAt,
      answerCount: Object.keys(conv.answers ?? {}).length,
      flowNames: (conv.flowHistory ?? []).flatMap((id) => (names.has(id) ? [names.get(id)!] : [])),
    }
  })
}

/** The ATS option value an OPTIONS mapping writes for the answer (a button's label or its option's name). */
function optionValue(
  mapping: MappingView,
  answer: string,
  labelsOf: (optionId: string) => readonly string[],
): { value: string } | { problem: DryRunProblem } {
  const picked = mapping.mappingOptions.find(
    (o) => sameText(o.optionName, answer) || labelsOf(o.optionId).some((label) => sameText(label, answer)),
  )
  if (!picked) return { value: answer }
  if (!picked.doStoreValue) return { problem: 'notStored' }
  const atsOption = mapping.atsOptions.find((a) => a.id === picked.atsOptionId)
  return { value: atsOption ? atsOption.value : answer }
}

/** The dry run of one conversation; null when the chatbot has no such conversation. */
export async function atsDryRun(
  db: SandboxDb,
  chatbot: ChatbotRow,
  conversationId: string,
): Promise<DryRun | null> {
  const [row] = await db
    .select()
    .from(engine.conversationSessions)
    .where(
      and(
        eq(engine.conversationSessions.id, conversationId),
        eq(engine.conversationSessions.chatbotId, chatbot.id),
      ),
    )
  if (!row) return null
  const conv = conversationOf(row.state)
  const answers = conv.answers ?? {}
  const flowIds = new Set(conv.flowHistory ?? [])
  const bot = await loadBot(db, chatbot.id)
  const statesOfFlows = new Set(
    [...bot.states.entries()].flatMap(([id, found]) => (flowIds.has(found.flow.id) ? [id] : [])),
  )
  const labels = new Map<string, string[]>()
  for (const { state } of bot.states.values())
    for (const button of buttonsOf(state, row.languageTag)) labels.set(button.optionId, button.all)
  const labelsOf = (optionId: string) => labels.get(optionId) ?? []

  // Every mapping of the conversation's flows: those of their states, and those of no state (fixed values
  // and variables every conversation may answer), which write for every candidate.
  const mappings = (await listMappings(db, chatbot)).filter((m) =>
    m.states.length ? m.states.some((s) => statesOfFlows.has(s.id)) : true,
  )
  const fields = new Map<string, AtsFieldView>()
  for (const field of await atsFieldsByPath(
    db,
    chatbot,
    mappings.filter((m) => !m.atsFieldId).map((m) => m.atsField.path),
  ))
    fields.set(field.path, field)
  for (const m of mappings.filter((m) => m.atsFieldId)) {
    const field = await atsFieldById(db, chatbot, m.atsFieldId!)
    if (field) fields.set(field.path, field)
  }

  const rows = mappings.flatMap((m): DryRunRow[] => {
    const field = fields.get(m.atsField.path) ?? null
    const base = {
      mappingId: m.id,
      type: m.type,
      atsFieldPath: m.atsField.path,
      humanReadableNames: m.atsField.humanReadableNames.map((n) => ({ ...n })),
      scalarName: takesVariable(m.type) ? m.scalarName : null,
    }
    if (takesVariable(m.type)) {
      const answer = m.scalarName ? answers[m.scalarName] : undefined
      // A stateless variable mapping the conversation never answered is not of its flows.
      if (answer === undefined && m.states.length === 0) return []
      if (answer === undefined) return [{ ...base, source: null, written: '', problem: 'noAnswer' }]
      const picked = m.type === 'OPTIONS' ? optionValue(m, answer, labelsOf) : { value: answer }
      if ('problem' in picked) return [{ ...base, source: answer, written: '', problem: picked.problem }]
      const written = composeMappedValue(picked.value, m)
      return [{ ...base, source: answer, written, problem: field ? atsValueProblem(written, field) : null }]
    }
    const written = composeMappedValue(m.value, m)
    const unknownOption =
      takesFixedOption(m.type) &&
      field !== null &&
      field.options.length > 0 &&
      !field.options.some((o) => o.value === m.value)
    return [
      {
        ...base,
        source: m.value,
        written,
        problem: unknownOption ? 'optionUnknown' : field ? atsValueProblem(written, field) : null,
      },
    ]
  })

  const filled = new Set(
    rows.filter((r) => r.written !== '' && r.problem === null).map((r) => r.atsFieldPath),
  )
  const entityTypeIds = [...new Set([...fields.values()].map((f) => f.entityTypeId))]
  const missingRequired: DryRunField[] = []
  for (const entityTypeId of entityTypeIds)
    for (const field of await requiredAtsFields(db, chatbot, entityTypeId))
      if (!filled.has(field.path))
        missingRequired.push({
          path: field.path,
          entityType: field.entityType,
          humanReadableNames: field.humanReadableNames,
        })
  const names = await flowNames(db, chatbot, [...flowIds])
  return {
    conversationId: row.id,
    languageTag: row.languageTag,
    flowNames: (conv.flowHistory ?? []).flatMap((id) => (names.has(id) ? [names.get(id)!] : [])),
    rows,
    missingRequired,
  }
}
