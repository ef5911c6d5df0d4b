import { requireActive } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'
import { assertAllowed } from '../permissions'
import { createAtsField, creatableAtsEntities, creatableAtsFieldsOptimized } from './ats-catalogue-service'
import { atsDryRun, dryRunConversations } from './ats-dry-run-service'
import { optionMappingIds, scalarNameMappingIds, stateMappingIds } from './ats-builder-links-service'
import { mappingCreateFault } from './ats-faults'
import { fixedMappingIds, optionFixedMappingIds, setFixedMappings } from './ats-fixed-mappings-service'
import {
  cloneMapping,
  createMapping,
  deleteMapping,
  getMapping,
  listMappings,
  mappingImpact,
  replaceMapping,
  updateMapping,
  type MappingAnswer,
  type MappingView,
} from './ats-mappings-service'
import {
  autoCreateMapping,
  createAtsOption,
  createMappingOption,
  deleteAtsOption,
  deleteMappingOption,
  mappingContext,
  syncOptions,
  updateAtsOption,
  updateMappingOption,
  type MappingContext,
} from './ats-state-service'

/** The GraphQL shape of a mapping: a mapping option names its answer as `option`. */
const mappingGql = (m: MappingView) => ({
  ...m,
  mappingOptions: m.mappingOptions.map(({ optionId, ...rest }) => ({ ...rest, option: optionId })),
})

const answerGql = (answer: MappingAnswer) =>
  answer.ok
    ? {
        ok: true,
        code: null,
        errorMessage: null,
        errors: [],
        restored: null,
        mapping: mappingGql(answer.mapping),
      }
    : { ...answer, restored: answer.restored ?? null, mapping: null }

const contextGql = (context: MappingContext | null) =>
  context && { ...context, atsFieldMappings: context.atsFieldMappings.map(mappingGql) }

export const atsResolvers: Resolvers = {
  State: {
    atsFieldMappings: (state, _, { services }) => stateMappingIds(services.db, state.id),
    optionAtsFieldMappings: (state, _, { services }) =>
      optionMappingIds(
        services.db,
        state.options.map((o) => o.id),
      ),
  },
  ScalarName: {
    atsFieldMappings: (scalar, _, { services, chatbot }) =>
      scalarNameMappingIds(services.db, requireActive(chatbot).id, scalar.name),
  },
  Option: {
    fixedAtsFieldMappings: (option, _, { services }) => optionFixedMappingIds(services.db, option.id),
  },
  Query: {
    fixedAtsFieldMappings: (_, { kind, id }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Builder')
      if (kind !== 'FLOW' && kind !== 'OPTION') throw new ApiError('invalid_input', { field: 'kind' })
      return fixedMappingIds(services.db, requireActive(chatbot), kind, id)
    },
    atsDryRunConversations: (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SettingsAts')
      return dryRunConversations(services.db, requireActive(chatbot))
    },
    atsDryRun: (_, { conversationId }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SettingsAts')
      return atsDryRun(services.db, requireActive(chatbot), conversationId)
    },
    atsMappings: async (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SettingsAts')
      return (await listMappings(services.db, requireActive(chatbot))).map(mappingGql)
    },
    atsMapping: async (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SettingsAts')
      const mapping = await getMapping(services.db, requireActive(chatbot), id)
      return mapping && mappingGql(mapping)
    },
    atsMappingImpact: (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SettingsAts')
      return mappingImpact(services.db, requireActive(chatbot), id)
    },
    creatableAtsEntities: (_, { targetHandler }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SettingsAts')
      return creatableAtsEntities(services.db, requireActive(chatbot), targetHandler)
    },
    creatableAtsFieldsOptimized: (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SettingsAts')
      return creatableAtsFieldsOptimized(services.db, requireActive(chatbot), args)
    },
    currentAtsFieldMappingContext: async (_, { stateId }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SettingsAts')
      return contextGql(await mappingContext(services.db, requireActive(chatbot), stateId))
    },
  },
  Mutation: {
    createAtsFieldMapping: async (_, { input }, { services, user, chatbot }) => {
      assertAllowed(user, 'create', 'SettingsAts')
      const active = requireActive(chatbot)
      return answerGql(await createMapping(services.db, active, input, mappingCreateFault(services, active)))
    },
    updateAtsFieldMapping: async (_, { id, input }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsAts')
      return answerGql(await updateMapping(services.db, requireActive(chatbot), id, input))
    },
    cloneAtsFieldMapping: async (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'create', 'SettingsAts')
      return answerGql(await cloneMapping(services.db, requireActive(chatbot), id))
    },
    deleteAtsFieldMapping: async (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'delete', 'SettingsAts')
      const answer = await deleteMapping(services.db, requireActive(chatbot), id)
      return answer.ok ? { ok: true, code: null, errorMessage: null } : answer
    },
    replaceAtsFieldMapping: async (_, { id, input }, { services, user, chatbot }) => {
      assertAllowed(user, 'delete', 'SettingsAts')
      assertAllowed(user, 'create', 'SettingsAts')
      const active = requireActive(chatbot)
      return answerGql(
        await replaceMapping(services.db, active, id, input, mappingCreateFault(services, active)),
      )
    },
    autoCreateAtsFieldMapping: async (_, { stateId }, { services, user, chatbot }) => {
      assertAllowed(user, 'create', 'SettingsAts')
      return answerGql(await autoCreateMapping(services.db, requireActive(chatbot), stateId))
    },
    createAtsOption: async (_, { mappingId, ...input }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsAts')
      return answerGql(await createAtsOption(services.db, requireActive(chatbot), mappingId, input))
    },
    updateAtsOption: async (_, { id, ...input }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsAts')
      return answerGql(await updateAtsOption(services.db, requireActive(chatbot), id, input))
    },
    deleteAtsOption: async (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsAts')
      return answerGql(await deleteAtsOption(services.db, requireActive(chatbot), id))
    },
    createAtsMappingOption: async (_, { mappingId, ...input }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsAts')
      return answerGql(await createMappingOption(services.db, requireActive(chatbot), mappingId, input))
    },
    updateAtsMappingOption: async (_, { id, ...input }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsAts')
      return answerGql(await updateMappingOption(services.db, requireActive(chatbot), id, input))
    },
    deleteAtsMappingOption: async (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsAts')
      return answerGql(await deleteMappingOption(services.db, requireActive(chatbot), id))
    },
    syncOptions: async (_, { stateId }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsAts')
      return contextGql(await syncOptions(services.db, requireActive(chatbot), stateId))
    },
    setFixedAtsFieldMappings: async (_, args, { services, user, chatbot }) => {
      // A flow's or answer's setting, made of the ATS tab's mappings: both rights.
      assertAllowed(user, 'update', 'Builder')
      assertAllowed(user, 'read', 'SettingsAts')
      const answer = await setFixedMappings(services.db, requireActive(chatbot), args)
      if (!answer.ok && answer.code === 'not_found' && answer.errors.length === 0)
        throw new ApiError('not_found')
      return answer.ok
        ? { ok: true, code: null, errorMessage: null, errors: [], mappingIds: answer.mappingIds }
        : { ...answer, mappingIds: [] }
    },
    createAtsField: async (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'create', 'SettingsAts')
      const answer = await createAtsField(services.db, requireActive(chatbot), args)
      if (answer.ok)
        return { ok: true, code: null, errorMessage: null, errors: [], atsField: answer.atsField }
      if (answer.code === 'not_found') throw new ApiError('not_found')
      const message = new ApiError(answer.code).message
      return {
        ok: false,
        code: answer.code,
        errorMessage: message,
        errors: answer.field ? [{ field: answer.field, messages: [message] }] : [],
        atsField: null,
      }
    },
  },
}
