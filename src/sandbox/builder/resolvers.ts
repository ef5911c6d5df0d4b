import { modifiers } from './builder-catalogue'
import { builderFaultCodes, takeBuilderFault } from './builder-faults'
import * as actions from './actions-service'
import * as flows from './flows-service'
import * as messages from './messages-service'
import * as optionLabels from './option-labels-service'
import * as options from './options-service'
import * as processors from './processors-service'
import * as queries from './queries-service'
import * as scalarNames from './scalar-names-service'
import * as stateGroups from './state-groups-service'
import * as states from './states-service'
import * as tags from './tags-service'
import * as translations from './translations-service'
import { requireActive } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import { assertAllowed } from '../permissions'
import { getWidgetConfig } from '../settings/widget-service'
import { isAllowed } from '@shared/domain/permissions'
import type { ChatbotContext } from '../graphql/yoga'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'

/**
 * The builder (src/shared/graphql/chatbot/builder.ts): builder permission only (reads 'read', changes
 * 'update' on Builder), on an active chatbot. A mutation with a pending fault (POST /__sandbox/builder-fault)
 * is refused with its spec message before anything changes.
 */
function reader({ user, chatbot }: ChatbotContext) {
  assertAllowed(user, 'read', 'Builder')
  return requireActive(chatbot)
}

async function writer(context: ChatbotContext, operation: string, variationId?: string) {
  assertAllowed(context.user, 'update', 'Builder')
  const chatbot = requireActive(context.chatbot)
  if (takeBuilderFault(context.services.db, operation)) {
    const code =
      operation === 'updateMessage' && variationId
        ? await messages.messageUpdateCode(context.services.db, chatbot.id, variationId)
        : (builderFaultCodes[operation] ?? 'internal')
    throw new ApiError(code)
  }
  return chatbot
}

/** Another chatbot named by project id (clone sources and targets): one the user may use, and active. */
async function otherChatbot(context: ChatbotContext, projectId: string | null | undefined) {
  if (!projectId || projectId === context.chatbot.projectId) return requireActive(context.chatbot)
  return context.services.chatbots.activeForUser(context.user, projectId)
}

export const builderResolvers: Resolvers = {
  Query: {
    builderSettings: async (_, __, ctx) => {
      const chatbot = reader(ctx)
      return {
        ...(await queries.builderSettings(ctx.services.db, chatbot)),
        // The settings query of spec 001 §7.3 carries the widget too, for those who may read it.
        widgetSettings: isAllowed(ctx.user, 'read', 'SettingsWidget')
          ? await getWidgetConfig(ctx.services, chatbot)
          : null,
      }
    },
    allStateMachines: (_, args, ctx) => queries.allStateMachines(ctx.services.db, reader(ctx).id, args),
    stateMachine: (_, { id }, ctx) => queries.stateMachine(ctx.services.db, reader(ctx).id, id),
    allStateGroups: (_, args, ctx) =>
      queries.allStateGroups(ctx.services.db, reader(ctx).id, args.stateMachineId, args.limit),
    state: (_, { id }, ctx) => queries.state(ctx.services.db, reader(ctx).id, id),
    allScalarnames: (_, __, ctx) => queries.allScalarnames(ctx.services.db, reader(ctx).id),
    allTags: (_, __, ctx) => queries.allTags(ctx.services.db, reader(ctx).id),
    allModifiers: (_, __, ctx) => {
      reader(ctx)
      return modifiers.map((m) => ({ ...m }))
    },
    allProcessors: (_, { category }, ctx) => queries.allProcessors(ctx.services.db, reader(ctx).id, category),
    allProcessorTemplates: (_, { types, adminOnly }, ctx) => {
      reader(ctx)
      // Spec 000 §6: the portal passes adminOnly for superusers; nobody else gets the admin-only ones.
      return queries.allProcessorTemplates(types, adminOnly === true && ctx.user.isSuperuser === true)
    },
    allTranslations: (_, { ownerId }, ctx) =>
      queries.allTranslations(ctx.services.db, reader(ctx).id, ownerId),
    flowLint: (_, { stateMachineId }, ctx) => queries.flowLint(ctx.services.db, reader(ctx), stateMachineId),
    flowTree: (_, { stateMachineId, offset, limit }, ctx) =>
      queries.flowTree(ctx.services.db, reader(ctx).id, stateMachineId, offset, limit),
    builderImpact: (_, { kind, id }, ctx) => queries.builderImpact(ctx.services.db, reader(ctx).id, kind, id),
  },
  Mutation: {
    addStateMachine: async (_, args, ctx) =>
      flows.addStateMachine(ctx.services.db, (await writer(ctx, 'addStateMachine')).id, args),
    updateStateMachine: async (_, args, ctx) =>
      flows.updateStateMachine(ctx.services.db, (await writer(ctx, 'updateStateMachine')).id, args),
    deleteStateMachine: async (_, { id }, ctx) =>
      flows.deleteStateMachine(ctx.services.db, (await writer(ctx, 'deleteStateMachine')).id, id),
    cloneStateMachine: async (_, args, ctx) =>
      flows.cloneStateMachine(ctx.services.db, (await writer(ctx, 'cloneStateMachine')).id, args),
    updateStateMachineOrder: async (_, { stateMachineIds }, ctx) =>
      flows.updateStateMachineOrder(
        ctx.services.db,
        (await writer(ctx, 'updateStateMachineOrder')).id,
        stateMachineIds,
      ),
    generateBlueprintForStatemachine: (_, { stateMachineId }, ctx) =>
      flows.generateBlueprint(ctx.services.db, reader(ctx).id, stateMachineId),

    updateStateGroupMutation: async (_, { newStategroup }, ctx) =>
      stateGroups.updateStateGroup(
        ctx.services.db,
        (await writer(ctx, 'updateStateGroupMutation')).id,
        newStategroup,
      ),
    deleteStateGroupMutation: async (_, { id }, ctx) =>
      stateGroups.deleteStateGroup(ctx.services.db, (await writer(ctx, 'deleteStateGroupMutation')).id, id),
    cloneStateGroup: async (_, args, ctx) => {
      const destination = await writer(ctx, 'cloneStateGroup')
      const origin = await otherChatbot(ctx, args.originClient)
      return stateGroups.cloneStateGroup(ctx.services.db, origin, destination, args)
    },
    copyStateGroup: async (_, args, ctx) =>
      stateGroups.copyStateGroup(ctx.services.db, await writer(ctx, 'copyStateGroup'), args),
    reorderStateGroups: async (_, { stateMachineId, stateGroupids }, ctx) =>
      stateGroups.reorderStateGroups(
        ctx.services.db,
        (await writer(ctx, 'reorderStateGroups')).id,
        stateMachineId,
        stateGroupids,
      ),

    stateMutation: async (_, { newState }, ctx) =>
      states.stateMutation(ctx.services.db, (await writer(ctx, 'stateMutation')).id, newState),
    deleteState: async (_, { id }, ctx) =>
      states.deleteState(ctx.services.db, (await writer(ctx, 'deleteState')).id, id),
    updateStateOrder: async (_, { stateGroupId, stateIds }, ctx) =>
      states.updateStateOrder(
        ctx.services.db,
        (await writer(ctx, 'updateStateOrder')).id,
        stateGroupId,
        stateIds,
      ),
    switchDivergentOption: async (_, { stateId, templateId }, ctx) =>
      states.switchDivergentOption(
        ctx.services.db,
        (await writer(ctx, 'switchDivergentOption')).id,
        stateId,
        templateId,
      ),

    createOption: async (_, args, ctx) =>
      options.createOption(ctx.services.db, await writer(ctx, 'createOption'), args),
    updateOption: async (_, args, ctx) =>
      options.updateOption(ctx.services.db, (await writer(ctx, 'updateOption')).id, args),
    deleteOption: async (_, { id }, ctx) =>
      options.deleteOption(ctx.services.db, (await writer(ctx, 'deleteOption')).id, id),
    updateOptionOrder: async (_, { stateId, optionIds }, ctx) =>
      options.updateOptionOrder(
        ctx.services.db,
        (await writer(ctx, 'updateOptionOrder')).id,
        stateId,
        optionIds,
      ),
    updateNextState: async (_, { optionId, nextState }, ctx) =>
      options.updateNextState(
        ctx.services.db,
        (await writer(ctx, 'updateNextState')).id,
        optionId,
        nextState,
      ),
    updateNextStateMachine: async (_, { optionId, nextStateMachine }, ctx) =>
      options.updateNextStateMachine(
        ctx.services.db,
        (await writer(ctx, 'updateNextStateMachine')).id,
        optionId,
        nextStateMachine,
      ),

    addStandardAction: async (_, args, ctx) =>
      actions.addAction(ctx.services.db, (await writer(ctx, 'addStandardAction')).id, args, 'STANDARD'),
    addActionWithOptions: async (_, args, ctx) =>
      actions.addAction(
        ctx.services.db,
        (await writer(ctx, 'addActionWithOptions')).id,
        args,
        'WITH_OPTIONS',
      ),
    updateAction: async (_, args, ctx) =>
      actions.updateAction(ctx.services.db, (await writer(ctx, 'updateAction')).id, args),
    deleteActions: async (_, { ids }, ctx) =>
      actions.deleteActions(ctx.services.db, (await writer(ctx, 'deleteActions')).id, ids),
    updateActionOrdering: async (_, { stateId, actionIds }, ctx) =>
      actions.updateActionOrdering(
        ctx.services.db,
        (await writer(ctx, 'updateActionOrdering')).id,
        stateId,
        actionIds,
      ),
    createOptionLabel: async (_, args, ctx) =>
      optionLabels.createOptionLabel(ctx.services.db, await writer(ctx, 'createOptionLabel'), args),
    updateOptionLabel: async (_, args, ctx) =>
      optionLabels.updateOptionLabel(ctx.services.db, (await writer(ctx, 'updateOptionLabel')).id, args),
    deleteOptionLabel: async (_, { id }, ctx) =>
      optionLabels.deleteOptionLabel(ctx.services.db, (await writer(ctx, 'deleteOptionLabel')).id, id),
    updateOptionLabelOrder: async (_, { actionId, labelIds }, ctx) =>
      optionLabels.updateOptionLabelOrder(
        ctx.services.db,
        (await writer(ctx, 'updateOptionLabelOrder')).id,
        actionId,
        labelIds,
      ),

    addTextVariation: async (_, args, ctx) =>
      messages.addVariation(ctx.services.db, (await writer(ctx, 'addTextVariation')).id, args, {
        type: 'TEXT',
        text: args.text,
      }),
    addVideoVariation: async (_, args, ctx) =>
      messages.addVariation(ctx.services.db, (await writer(ctx, 'addVideoVariation')).id, args, {
        type: 'VIDEO',
        url: args.url,
        caption: args.caption ?? '',
      }),
    addImageVariation: async (_, args, ctx) =>
      messages.addVariation(ctx.services.db, (await writer(ctx, 'addImageVariation')).id, args, {
        type: 'IMAGE',
        url: args.url,
        caption: args.caption ?? '',
      }),
    addDocumentVariation: async (_, args, ctx) =>
      messages.addVariation(ctx.services.db, (await writer(ctx, 'addDocumentVariation')).id, args, {
        type: 'DOCUMENT',
        url: args.url,
        fileName: args.fileName ?? '',
      }),
    addLinkVariation: async (_, args, ctx) =>
      messages.addVariation(ctx.services.db, (await writer(ctx, 'addLinkVariation')).id, args, {
        type: 'LINK',
        placeholder: args.placeholder,
        link: args.link,
        isDocument: args.isDocument ?? false,
      }),
    addGeolocationVariation: async (_, args, ctx) =>
      messages.addVariation(ctx.services.db, (await writer(ctx, 'addGeolocationVariation')).id, args, {
        type: 'GEOLOCATION',
        lat: args.lat,
        lng: args.lng,
      }),
    updateMessage: async (_, args, ctx) =>
      messages.updateMessage(
        ctx.services.db,
        (await writer(ctx, 'updateMessage', args.variationId)).id,
        args,
      ),
    deleteVariationMutation: async (_, { id }, ctx) =>
      messages.deleteVariation(ctx.services.db, (await writer(ctx, 'deleteVariationMutation')).id, id),
    updateVariationTags: async (_, { tagsId, variationId }, ctx) =>
      messages.updateVariationTags(
        ctx.services.db,
        (await writer(ctx, 'updateVariationTags')).id,
        tagsId,
        variationId,
      ),

    updateProcessor: async (_, args, ctx) =>
      processors.updateProcessor(ctx.services.db, (await writer(ctx, 'updateProcessor')).id, args),
    cloneProcessor: async (_, { id, fromSchema, toSchema }, ctx) => {
      await writer(ctx, 'cloneProcessor')
      const from = await otherChatbot(ctx, fromSchema)
      const to = await otherChatbot(ctx, toSchema)
      return processors.cloneProcessor(ctx.services.db, from, to, id)
    },
    copyProcessor: async (_, { processorTemplateIds, toSchema }, ctx) => {
      await writer(ctx, 'copyProcessor')
      const to = await otherChatbot(ctx, toSchema)
      return processors.copyProcessor(
        ctx.services.db,
        to,
        processorTemplateIds,
        ctx.user.isSuperuser === true,
      )
    },

    createScalarName: async (_, args, ctx) =>
      scalarNames.createScalarName(ctx.services.db, (await writer(ctx, 'createScalarName')).id, args),
    updateScalarName: async (_, args, ctx) =>
      scalarNames.updateScalarName(ctx.services.db, (await writer(ctx, 'updateScalarName')).id, args),
    deleteScalarName: async (_, { id }, ctx) =>
      scalarNames.deleteScalarName(ctx.services.db, (await writer(ctx, 'deleteScalarName')).id, id),
    createTag: async (_, args, ctx) =>
      tags.createTag(ctx.services.db, (await writer(ctx, 'createTag')).id, args),
    updateTag: async (_, args, ctx) =>
      tags.updateTag(ctx.services.db, (await writer(ctx, 'updateTag')).id, args),
    deleteTag: async (_, { id }, ctx) =>
      tags.deleteTag(ctx.services.db, (await writer(ctx, 'deleteTag')).id, id),
    createTranslation: async (_, args, ctx) =>
      translations.createTranslation(ctx.services.db, (await writer(ctx, 'createTranslation')).id, args),
    updateTranslation: async (_, args, ctx) =>
      translations.updateTranslation(ctx.services.db, (await writer(ctx, 'updateTranslation')).id, args),
    deleteTranslation: async (_, { id }, ctx) =>
      translations.deleteTranslation(ctx.services.db, (await writer(ctx, 'deleteTranslation')).id, id),
  },
}
