import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core'
import type { Message } from '@shared/domain/builder'
import { chatbots } from '../chatbots/schema'

/*
 * The builder's entities (spec 000 §3), per chatbot. Every row carries its chatbot so a query of one
 * chatbot never reads another's. References between builder rows that may dangle on purpose (an option's
 * nextState, a group's initialState) are plain ids: deleting a state leaves the option without a
 * destination, which the flow linter reports, as the original server does.
 */

const chatbotId = () =>
  text('chatbot_id')
    .notNull()
    .references(() => chatbots.id, { onDelete: 'cascade' })

/** Flow (StateMachine): spec 000 §3 Flow. `kind` is one of the nine flow kinds (builder.ts). */
export const builderFlows = pgTable(
  'builder_flows',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').notNull(),
    isDefaultStateMachine: boolean('is_default_state_machine').notNull().default(false),
    position: integer('position').notNull().default(0),
    wrapupProcessorIds: jsonb('wrapup_processor_ids').$type<string[]>().notNull().default([]),
    fixedAtsFieldMappingIds: jsonb('fixed_ats_field_mapping_ids').$type<string[]>().notNull().default([]),
  },
  (t) => [index('builder_flows_chatbot').on(t.chatbotId)],
)

/** State group (a question of a flow): spec 000 §3 State group. */
export const builderStateGroups = pgTable(
  'builder_state_groups',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    flowId: text('flow_id')
      .notNull()
      .references(() => builderFlows.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    initialStateId: text('initial_state_id'),
    whatsAppDefinitionIds: jsonb('whatsapp_definition_ids').$type<string[]>().notNull().default([]),
  },
  (t) => [index('builder_state_groups_flow').on(t.flowId)],
)

/** State: spec 000 §3 State. */
export const builderStates = pgTable(
  'builder_states',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    stateGroupId: text('state_group_id')
      .notNull()
      .references(() => builderStateGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    draft: boolean('draft').notNull().default(false),
    isSkippable: boolean('is_skippable').notNull().default(false),
    alwaysStore: boolean('always_store').notNull().default(false),
    answerRequired: boolean('answer_required').notNull().default(true),
    scalarNameId: text('scalar_name_id'),
    validator: text('validator'),
    replyType: text('reply_type').notNull().default('EXISTING'),
    replyProcessorKey: text('reply_processor_key'),
    processorIds: jsonb('processor_ids').$type<string[]>().notNull().default([]),
    cancelFollowUp: boolean('cancel_follow_up').notNull().default(false),
    treeViewPositionX: doublePrecision('tree_view_position_x'),
    treeViewPositionY: doublePrecision('tree_view_position_y'),
    selectedDivergentOption: text('selected_divergent_option'),
    divergentTemplateId: text('divergent_template_id'),
  },
  (t) => [index('builder_states_group').on(t.stateGroupId)],
)

/** Option (an answer): spec 000 §3 Option. `routingInstruction` is one of builder.ts' routingInstructions. */
export const builderOptions = pgTable(
  'builder_options',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    stateId: text('state_id')
      .notNull()
      .references(() => builderStates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    symbol: text('symbol'),
    symbolType: text('symbol_type'),
    isRequired: boolean('is_required').notNull().default(false),
    customData: jsonb('custom_data').$type<Record<string, string>>().notNull().default({}),
    routingInstruction: text('routing_instruction'),
    nextStateId: text('next_state_id'),
    nextFlowId: text('next_flow_id'),
    cancelFollowUp: boolean('cancel_follow_up').notNull().default(false),
    allowNlp: boolean('allow_nlp').notNull().default(true),
    processorIds: jsonb('processor_ids').$type<string[]>().notNull().default([]),
    smartInboxLabelIds: jsonb('smart_inbox_label_ids').$type<string[]>().notNull().default([]),
    removeSmartInboxLabelIds: jsonb('remove_smart_inbox_label_ids').$type<string[]>().notNull().default([]),
    position: integer('position').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    index('builder_options_state').on(t.stateId),
    index('builder_options_next_state').on(t.nextStateId),
  ],
)

/** Action (a message of a state, standard or with options): spec 000 §3 Action. */
export const builderActions = pgTable(
  'builder_actions',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    stateId: text('state_id')
      .notNull()
      .references(() => builderStates.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    content: text('content').notNull().default(''),
    editable: boolean('editable').notNull().default(true),
    position: integer('position').notNull(),
  },
  (t) => [index('builder_actions_state').on(t.stateId)],
)

/** Option label (a button of an action with options): spec 000 §3 Option label, with its text per language. */
export const builderOptionLabels = pgTable(
  'builder_option_labels',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    optionId: text('option_id')
      .notNull()
      .references(() => builderOptions.id, { onDelete: 'cascade' }),
    actionId: text('action_id')
      .notNull()
      .references(() => builderActions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    messageClass: text('message_class'),
    text: jsonb('text').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index('builder_option_labels_action').on(t.actionId)],
)

/** Message variation: spec 000 §3, one message of one of the six types, in one language. */
export const builderVariations = pgTable(
  'builder_variations',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    actionId: text('action_id')
      .notNull()
      .references(() => builderActions.id, { onDelete: 'cascade' }),
    languageTag: text('language_tag').notNull(),
    position: integer('position').notNull().default(0),
    message: jsonb('message').$type<Message>().notNull(),
  },
  (t) => [index('builder_variations_action').on(t.actionId)],
)

/** Tag: spec 000 §3 (id, kind, content, color). */
export const builderTags = pgTable('builder_tags', {
  id: text('id').primaryKey(),
  chatbotId: chatbotId(),
  kind: text('kind').notNull(),
  content: text('content').notNull(),
  color: text('color').notNull(),
})

export const builderVariationTags = pgTable(
  'builder_variation_tags',
  {
    variationId: text('variation_id')
      .notNull()
      .references(() => builderVariations.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => builderTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.variationId, t.tagId] })],
)

/** Translation: one translated field of an owner (an option's description or description title) in one language. */
export const builderTranslations = pgTable(
  'builder_translations',
  {
    id: text('id').primaryKey(),
    chatbotId: chatbotId(),
    ownerId: text('owner_id').notNull(),
    field: text('field').notNull(),
    languageTag: text('language_tag').notNull(),
    content: text('content').notNull(),
  },
  (t) => [index('builder_translations_owner').on(t.ownerId)],
)

/** Processor (a processing action): spec 000 §3 Processor. */
export const builderProcessors = pgTable('builder_processors', {
  id: text('id').primaryKey(),
  chatbotId: chatbotId(),
  name: text('name').notNull(),
  humanReadableName: text('human_readable_name').notNull(),
  processorType: text('processor_type').notNull(),
  type: text('type').notNull(),
  color: text('color').notNull(),
  icon: text('icon').notNull(),
  category: text('category').notNull(),
  priority: integer('priority').notNull().default(0),
  description: text('description').notNull().default(''),
  isImportantGoal: boolean('is_important_goal').notNull().default(false),
  googleAnalyticsEvent: jsonb('google_analytics_event').$type<{
    id: string
    eventLabel: string
    eventAction: string
    systemName: string
  } | null>(),
  finalGoalCampaignIds: jsonb('final_goal_campaign_ids').$type<string[]>().notNull().default([]),
  atsFieldMappingIds: jsonb('ats_field_mapping_ids').$type<string[]>().notNull().default([]),
  useMapperV2: boolean('use_mapper_v2').notNull().default(false),
  onFailProcessorId: text('on_fail_processor_id'),
  onFinishProcessorId: text('on_finish_processor_id'),
  onFirstReplyProcessorId: text('on_first_reply_processor_id'),
  templateId: text('template_id'),
})

/** Scalar name (a variable an answer is stored in): spec 000 §3 Scalar name. */
export const builderScalarNames = pgTable('builder_scalar_names', {
  id: text('id').primaryKey(),
  chatbotId: chatbotId(),
  name: text('name').notNull(),
  humanReadableName: text('human_readable_name').notNull(),
  tagIds: jsonb('tag_ids').$type<string[]>().notNull().default([]),
})
