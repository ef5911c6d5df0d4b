import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { AtsModifier } from '@shared/domain/ats'
import { builderOptions } from '../builder/schema'
import { chatbots } from '../chatbots/schema'
import { atsFieldMappings, type AtsFieldName } from '../automations/schema'

/**
 * The sandbox's ATS (OTYS and Bullhorn shapes): its entity types and field catalogue (spec 000 §3 'ATS
 * field'), and what a field mapping (automations' ats_field_mappings) holds beyond its row: the catalogue
 * field it fills, modifiers, ordering, the states it maps, its ATS options and mapping options.
 */

/** An entity type of an ATS (candidate, vacancy, …) whose records the chatbot may create. */
export const atsEntityTypes = pgTable('ats_entity_types', {
  id: text('id').primaryKey(),
  /** OTYS or BULLHORN. */
  ats: text('ats').notNull(),
  name: text('name').notNull(),
  names: jsonb('names').$type<AtsFieldName[]>().notNull().default([]),
  targetHandler: text('target_handler').notNull().default('ATS'),
  creatable: boolean('creatable').notNull().default(true),
  position: integer('position').notNull().default(0),
})

/**
 * A field of the catalogue. `chatbotId` is null for the ATS's own fields and set for a field a chatbot
 * created (supportsMappingCreation), which only that chatbot sees. `searchText` is the path and readable
 * names in lower case, so a search is one indexed-range scan with a LIKE.
 */
export const atsFields = pgTable(
  'ats_fields',
  {
    id: text('id').primaryKey(),
    ats: text('ats').notNull(),
    entityTypeId: text('entity_type_id')
      .notNull()
      .references(() => atsEntityTypes.id, { onDelete: 'cascade' }),
    chatbotId: text('chatbot_id').references(() => chatbots.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    postPath: text('post_path'),
    extractionPath: text('extraction_path'),
    dataType: text('data_type').notNull(),
    regex: text('regex'),
    maxLength: integer('max_length'),
    required: boolean('required').notNull().default(false),
    excludeFromPost: boolean('exclude_from_post').notNull().default(false),
    targetEntityType: text('target_entity_type'),
    names: jsonb('names').$type<AtsFieldName[]>().notNull().default([]),
    searchText: text('search_text').notNull(),
  },
  (t) => [index('ats_fields_entity_path').on(t.entityTypeId, t.path)],
)

/** An option of a catalogue field (a picklist value of the ATS). */
export const atsFieldOptions = pgTable(
  'ats_field_options',
  {
    id: text('id').primaryKey(),
    atsFieldId: text('ats_field_id')
      .notNull()
      .references(() => atsFields.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    humanReadableName: text('human_readable_name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('ats_field_options_field').on(t.atsFieldId)],
)

/** What a mapping holds beyond its row in ats_field_mappings; goes with it. */
export const atsMappingDetails = pgTable('ats_mapping_details', {
  mappingId: text('mapping_id')
    .primaryKey()
    .references(() => atsFieldMappings.id, { onDelete: 'cascade' }),
  atsFieldId: text('ats_field_id'),
  postModifiers: jsonb('post_modifiers').$type<AtsModifier[]>().notNull().default([]),
  getModifiers: jsonb('get_modifiers').$type<AtsModifier[]>().notNull().default([]),
  atsFieldOrdering: integer('ats_field_ordering').notNull().default(0),
  /** The builder states whose answer this mapping writes (mapping.states; State.atsFieldMappings). */
  stateIds: jsonb('state_ids').$type<string[]>().notNull().default([]),
})

/** A mapping's ATS option (spec: id, value, humanReadableName). */
export const atsOptions = pgTable(
  'ats_options',
  {
    id: text('id').primaryKey(),
    mappingId: text('mapping_id')
      .notNull()
      .references(() => atsFieldMappings.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    humanReadableName: text('human_readable_name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('ats_options_mapping').on(t.mappingId)],
)

/** A mapping option: which ATS option a builder answer (Option) writes, and whether its value is stored. */
export const atsMappingOptions = pgTable(
  'ats_mapping_options',
  {
    id: text('id').primaryKey(),
    mappingId: text('mapping_id')
      .notNull()
      .references(() => atsFieldMappings.id, { onDelete: 'cascade' }),
    optionId: text('option_id').notNull(),
    atsOptionId: text('ats_option_id').references(() => atsOptions.id, { onDelete: 'set null' }),
    doStoreValue: boolean('do_store_value').notNull().default(true),
  },
  (t) => [index('ats_mapping_options_mapping').on(t.mappingId)],
)

/**
 * The mappings a builder answer holds fixed (Option.fixedAtsFieldMappings): written when a candidate gives
 * that answer. A flow's are on the flow (builder_flows.fixed_ats_field_mapping_ids). Goes with the answer
 * and with the mapping.
 */
export const atsOptionFixedMappings = pgTable(
  'ats_option_fixed_mappings',
  {
    optionId: text('option_id')
      .notNull()
      .references(() => builderOptions.id, { onDelete: 'cascade' }),
    mappingId: text('mapping_id')
      .notNull()
      .references(() => atsFieldMappings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.optionId, t.mappingId] }),
    index('ats_option_fixed_mappings_mapping').on(t.mappingId),
  ],
)
