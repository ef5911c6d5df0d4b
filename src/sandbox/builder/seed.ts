import type { PgTable } from 'drizzle-orm/pg-core'
import type { Message } from '@shared/domain/builder'
import * as t from './schema'
import { techniekFlows, wervingFlows, type FlowSpec, type StateSpec, type Text } from './seed-flows'
import type { Seeder, SeedTransaction } from '../db/seeder'

/**
 * The builder's demo data. Talentbrug Werving (cb-werving) has a Dutch recruitment bot: one flow of every
 * special kind (Start, Restart, Welcome Back, End, Escape, Fallbacks, Broadcast Job Alert, Out of Office)
 * and three vacancy flows (driver, nurse, warehouse) of kind Default, with questions, states, options with
 * labels and processors, variations of all six types in nl-NL and en-US, tags, scalar names and processors
 * in several categories. Talentbrug Techniek (cb-techniek) has a flow of 1,000 states for the tree view's
 * benchmark (P-6). Rows are collected first and written with one multi-row insert per table (in chunks),
 * so the seed stays fast for every test harness.
 */

export const builderFlowId = (chatbotId: string, key: string) => `fl-${chatbotId.slice(3)}-${key}`
export const builderStateId = (chatbotId: string, key: string) => `st-${chatbotId.slice(3)}-${key}`
const processorId = (chatbotId: string, key: string) => `pr-${chatbotId.slice(3)}-${key}`

/** Collects the rows of one seed and writes them table by table. */
class Rows {
  readonly flows: (typeof t.builderFlows.$inferInsert)[] = []
  readonly groups: (typeof t.builderStateGroups.$inferInsert)[] = []
  readonly states: (typeof t.builderStates.$inferInsert)[] = []
  readonly options: (typeof t.builderOptions.$inferInsert)[] = []
  readonly actions: (typeof t.builderActions.$inferInsert)[] = []
  readonly labels: (typeof t.builderOptionLabels.$inferInsert)[] = []
  readonly variations: (typeof t.builderVariations.$inferInsert)[] = []
  readonly variationTags: (typeof t.builderVariationTags.$inferInsert)[] = []
  readonly tags: (typeof t.builderTags.$inferInsert)[] = []
  readonly translations: (typeof t.builderTranslations.$inferInsert)[] = []
  readonly processors: (typeof t.builderProcessors.$inferInsert)[] = []
  readonly scalarNames: (typeof t.builderScalarNames.$inferInsert)[] = []
  private counter = 0

  next(prefix: string): string {
    this.counter++
    return `${prefix}-${this.counter.toString(36).padStart(4, '0')}`
  }

  async write(tx: SeedTransaction): Promise<void> {
    const order: [PgTable, object[]][] = [
      [t.builderTags, this.tags],
      [t.builderProcessors, this.processors],
      [t.builderScalarNames, this.scalarNames],
      [t.builderFlows, this.flows],
      [t.builderStateGroups, this.groups],
      [t.builderStates, this.states],
      [t.builderOptions, this.options],
      [t.builderActions, this.actions],
      [t.builderOptionLabels, this.labels],
      [t.builderVariations, this.variations],
      [t.builderVariationTags, this.variationTags],
      [t.builderTranslations, this.translations],
    ]
    for (const [table, rows] of order)
      // Postgres takes at most 65,535 parameters a statement: 1,000 rows of up to 25 columns stay below.
      for (let i = 0; i < rows.length; i += 1000) await tx.insert(table).values(rows.slice(i, i + 1000))
  }
}

const message = (text: Text): Message => (typeof text === 'string' ? { type: 'TEXT', text } : text)

function addFlows(rows: Rows, chatbotId: string, flows: readonly FlowSpec[], tagIds: Record<string, string>) {
  flows.forEach((flow, flowPosition) => {
    const flowId = builderFlowId(chatbotId, flow.key)
    rows.flows.push({
      id: flowId,
      chatbotId,
      name: flow.name,
      description: flow.description,
      kind: flow.kind,
      isDefaultStateMachine: flow.isDefault ?? false,
      position: flowPosition,
      wrapupProcessorIds: (flow.wrapup ?? []).map((p) => processorId(chatbotId, p)),
    })
    flow.groups.forEach((group, groupPosition) => {
      const groupId = `sg-${flowId.slice(3)}-${groupPosition}`
      rows.groups.push({
        id: groupId,
        chatbotId,
        flowId,
        name: group.name,
        position: groupPosition,
        initialStateId: group.states[0] ? builderStateId(chatbotId, group.states[0].key) : null,
      })
      group.states.forEach((state, statePosition) =>
        addState(rows, chatbotId, groupId, state, statePosition, tagIds),
      )
    })
  })
}

function addState(
  rows: Rows,
  chatbotId: string,
  stateGroupId: string,
  state: StateSpec,
  position: number,
  tagIds: Record<string, string>,
) {
  const stateId = builderStateId(chatbotId, state.key)
  rows.states.push({
    id: stateId,
    chatbotId,
    stateGroupId,
    name: state.name,
    position,
    scalarNameId: state.scalar ? `sn-${chatbotId.slice(3)}-${state.scalar}` : null,
    validator: state.validator ?? null,
    replyType: state.replyType ?? 'EXISTING',
    processorIds: (state.processors ?? []).map((p) => processorId(chatbotId, p)),
  })
  const options = state.options ?? []
  const optionIds = options.map((option, optionPosition) => {
    const id = rows.next('op')
    const processors = (option.processors ?? []).map((p) => processorId(chatbotId, p))
    rows.options.push({
      id,
      chatbotId,
      stateId,
      name: option.name,
      // An option with a processor, or of a state with a validator, is required (spec 000 §5).
      isRequired: processors.length > 0 || state.validator != null,
      routingInstruction: option.to,
      nextStateId: option.state ? builderStateId(chatbotId, option.state) : null,
      nextFlowId: option.flow ? builderFlowId(chatbotId, option.flow) : null,
      processorIds: processors,
      position: optionPosition,
      isDefault: option.isDefault ?? false,
    })
    return id
  })
  state.messages.forEach((text, actionPosition) => {
    const actionId = rows.next('ac')
    const withOptions = actionPosition === state.messages.length - 1 && options.length > 0
    const nl = message(text.nl)
    rows.actions.push({
      id: actionId,
      chatbotId,
      stateId,
      kind: withOptions ? 'WITH_OPTIONS' : 'STANDARD',
      content: nl.type === 'TEXT' ? nl.text.slice(0, 80) : nl.type,
      position: actionPosition,
    })
    for (const [languageTag, content] of [
      ['nl-NL', text.nl],
      ['en-US', text.en],
    ] as const) {
      const variationId = rows.next('va')
      rows.variations.push({ id: variationId, chatbotId, actionId, languageTag, message: message(content) })
      for (const tag of state.tags ?? []) {
        const tagId = tagIds[tag]
        if (tagId) rows.variationTags.push({ variationId, tagId })
      }
    }
    if (withOptions)
      options.forEach((option, labelPosition) => {
        rows.labels.push({
          id: rows.next('ol'),
          chatbotId,
          optionId: optionIds[labelPosition] as string,
          actionId,
          position: labelPosition,
          // The default option answers anything typed: it has no button of its own.
          enabled: !option.isDefault,
          text: option.label
            ? { 'nl-NL': option.label[0], 'en-US': option.label[1] }
            : { 'nl-NL': option.name, 'en-US': option.name },
        })
      })
  })
}

const werving = 'cb-werving'
const techniek = 'cb-techniek'

const wervingTags = [
  { key: 'informeel', kind: 'TONE', content: 'Informeel', color: '#0ea5e9' },
  { key: 'formeel', kind: 'TONE', content: 'Formeel', color: '#6366f1' },
  { key: 'whatsapp', kind: 'CHANNEL', content: 'WhatsApp', color: '#22c55e' },
  { key: 'web', kind: 'CHANNEL', content: 'Website', color: '#f59e0b' },
] as const

/** Processors of several categories, each with its colour and icon (spec 000 §3 Processor). */
export const seededProcessors = [
  {
    key: 'kandidaat-aanmaken',
    name: 'create_candidate',
    humanReadableName: 'Kandidaat aanmaken in OTYS',
    processorType: 'ATS',
    type: 'CREATE_CANDIDATE',
    color: '#2563eb',
    icon: 'user-plus',
    category: 'ATS',
    description: 'Maakt de kandidaat aan in OTYS met de gegeven antwoorden.',
  },
  {
    key: 'kandidaat-bijwerken',
    name: 'update_candidate',
    humanReadableName: 'Kandidaat bijwerken in OTYS',
    processorType: 'ATS',
    type: 'UPDATE_CANDIDATE',
    color: '#1d4ed8',
    icon: 'user-check',
    category: 'ATS',
    description: 'Werkt de velden van een bestaande kandidaat bij.',
  },
  {
    key: 'bevestigingsmail',
    name: 'send_confirmation_email',
    humanReadableName: 'Bevestigingsmail sturen',
    processorType: 'EMAIL',
    type: 'SEND_EMAIL',
    color: '#16a34a',
    icon: 'mail',
    category: 'COMMUNICATION',
    description: 'Stuurt de kandidaat een bevestiging van de sollicitatie.',
  },
  {
    key: 'recruiter-informeren',
    name: 'notify_recruiter',
    humanReadableName: 'Recruiter informeren',
    processorType: 'EMAIL',
    type: 'SEND_EMAIL',
    color: '#15803d',
    icon: 'bell',
    category: 'COMMUNICATION',
    description: 'Mailt de recruiter van de vacature een samenvatting.',
  },
  {
    key: 'afmelden-alert',
    name: 'unsubscribe_job_alert',
    humanReadableName: 'Afmelden vacature-alert',
    processorType: 'ATS',
    type: 'UNSUBSCRIBE',
    color: '#64748b',
    icon: 'bell-off',
    category: 'COMMUNICATION',
    description: 'Zet de vacature-alert van de kandidaat uit.',
  },
  {
    key: 'gesprek-inplannen',
    name: 'plan_interview',
    humanReadableName: 'Sollicitatiegesprek inplannen',
    processorType: 'CALENDAR',
    type: 'PLAN_APPOINTMENT',
    color: '#9333ea',
    icon: 'calendar',
    category: 'APPOINTMENT',
    description: 'Biedt vrije tijden van de recruiter aan en plant het gesprek.',
  },
  {
    key: 'doel-sollicitatie',
    name: 'goal_application_completed',
    humanReadableName: 'Sollicitatie voltooid',
    processorType: 'ANALYTICS',
    type: 'GOAL',
    color: '#db2777',
    icon: 'target',
    category: 'ANALYTICS',
    description: 'Telt een voltooide sollicitatie als belangrijk doel.',
    isImportantGoal: true,
    googleAnalyticsEvent: {
      id: 'ga-sollicitatie',
      eventLabel: 'sollicitatie_voltooid',
      eventAction: 'apply',
      systemName: 'application_completed',
    },
  },
  {
    key: 'overdracht-inbox',
    name: 'handover_smart_inbox',
    humanReadableName: 'Overdragen aan Smart Inbox',
    processorType: 'SMART_INBOX',
    type: 'HANDOVER',
    color: '#ea580c',
    icon: 'inbox',
    category: 'SMART_INBOX',
    description: 'Zet het gesprek in de Smart Inbox voor een recruiter.',
  },
] as const

const wervingScalarNames = [
  ['voornaam', 'Voornaam'],
  ['naam', 'Volledige naam'],
  ['telefoon', 'Telefoonnummer'],
  ['email', 'E-mailadres'],
  ['woonplaats', 'Woonplaats'],
  ['rijbewijs', 'Rijbewijs'],
  ['code95', 'Code 95'],
  ['startdatum', 'Beschikbaar per'],
  ['big', 'BIG-registratie'],
  ['diensten', 'Voorkeursdiensten'],
  ['heftruck', 'Heftruckcertificaat'],
] as const

function addChatbot(rows: Rows, chatbotId: string, flows: readonly FlowSpec[]) {
  const short = chatbotId.slice(3)
  const tagIds: Record<string, string> = {}
  for (const tag of wervingTags) {
    const id = `tg-${short}-${tag.key}`
    tagIds[tag.key] = id
    rows.tags.push({ id, chatbotId, kind: tag.kind, content: tag.content, color: tag.color })
  }
  for (const p of seededProcessors) {
    const { key, ...fields } = p
    rows.processors.push({ ...fields, id: processorId(chatbotId, key), chatbotId, priority: 0 })
  }
  for (const [name, humanReadableName] of wervingScalarNames)
    rows.scalarNames.push({ id: `sn-${short}-${name}`, chatbotId, name, humanReadableName })
  addFlows(rows, chatbotId, flows, tagIds)
}

export const builderSeeder: Seeder = {
  name: 'builder',
  file: 'builder/seed.ts',
  timeColumns: [],
  async seed(tx) {
    const rows = new Rows()
    addChatbot(rows, werving, wervingFlows)
    addChatbot(rows, techniek, techniekFlows)
    // The options of the vacancy flows carry a description, translated (spec 000 §3 Option).
    const geen = rows.options.find(
      (o) => o.stateId === builderStateId(werving, 'ch-rijbewijs') && o.name === 'Geen',
    )
    if (geen)
      rows.translations.push(
        {
          id: 'tr-werving-geen-nl',
          chatbotId: werving,
          ownerId: geen.id as string,
          field: 'OPTION_DESCRIPTION',
          languageTag: 'nl-NL',
          content: 'De kandidaat heeft geen groot rijbewijs.',
        },
        {
          id: 'tr-werving-geen-en',
          chatbotId: werving,
          ownerId: geen.id as string,
          field: 'OPTION_DESCRIPTION',
          languageTag: 'en-US',
          content: 'The candidate has no truck licence.',
        },
      )
    await rows.write(tx)
  },
}
