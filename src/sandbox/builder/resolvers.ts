import { modifiers } from './builder-catalogue'
import { builderFaultCodes, takeBuilderFault } from './builder-faults'
import * as builder from './builder-service'
import { requireActive } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import { assertAllowed } from '../permissions'
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
        ? await builder.messageUpdateCode(context.services.db, chatbot.id, variationId)
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
    builderSettings: (_, __, ctx) => builder.builderSettings(ctx.services.db, reader(ctx)),
    allStateMachines: (_, args, ctx) => builder.allStateMachines(ctx.services.db, reader(ctx).id, args),
    stateMachine: (_, { id }, ctx) => builder.stateMachine(ctx.services.db, reader(ctx).id, id),
    allStateGroups: (_, args, ctx) =>
      builder.allStateGroups(ctx.services.db, reader(ctx).id, args.stateMachineId, args.limit),
    state: (_, { id }, ctx) => builder.state(ctx.services.db, reader(ctx).id, id),
    allScalarnames: (_, __, ctx) => builder.allScalarnames(ctx.services.db, reader(ctx).id),
    allTags: (_, __, ctx) => builder.allTags(ctx.services.db, reader(ctx).id),
    allModifiers: (_, __, ctx) => {
      reader(ctx)
      return modifiers.map((m) => ({ ...m }))
    },
    allProcessors: (_, { category }, ctx) => builder.allProcessors(ctx.services.db, reader(ctx).id, category),
    allProcessorTemplates: (_, { types, adminOnly }, ctx) => {
      reader(ctx)
      // Spec 000 §6: the portal passes adminOnly for superusers; nobody else gets the admin-only ones.
      return builder.allProcessorTemplates(types, adminOnly === true && ctx.user.isSuperuser === true)
    },
    allTranslations: (_, { ownerId }, ctx) =>
      builder.allTranslations(ctx.services.db, reader(ctx).id, ownerId),
    flowLint: (_, { stateMachineId }, ctx) => builder.flowLint(ctx.services.db, reader(ctx), stateMachineId),
    flowTree: (_, { stateMachineId, offset, limit }, ctx) =>
      builder.flowTree(ctx.services.db, reader(ctx).id, stateMachineId, offset, limit),
    builderImpact: (_, { kind, id }, ctx) => builder.builderImpact(ctx.services.db, reader(ctx).id, kind, id),
  },
  Mutation: {
    addStateMachine: async (_, args, ctx) =>
      builder.addStateMachine(ctx.services.db, (await writer(ctx, 'addStateMachine')).id, args),
    updateStateMachine: async (_, args, ctx) =>
      builder.updateStateMachine(ctx.services.db, (await writer(ctx, 'updateStateMachine')).id, args),
    deleteStateMachine: async (_, { id }, ctx) =>
      builder.deleteStateMachine(ctx.services.db, (await writer(ctx, 'deleteStateMachine')).id, id),
    cloneStateMachine: async (_, args, ctx) =>
      builder.cloneStateMachine(ctx.services.db, (await writer(ctx, 'cloneStateMachine')).id, args),
    updateStateMachineOrder: async (_, { stateMachineIds }, ctx) =>
      builder.updateStateMachineOrder(
        ctx.services.db,
        (await writer(ctx, 'updateStateMachineOrder')).id,
        stateMachineIds,
      ),
    generateBlueprintForStatemachine: (_, { stateMachineId }, ctx) =>
      builder.generateBlueprint(ctx.services.db, reader(ctx).id, stateMachineId),

    updateStateGroupMutation: async (_, { newStategroup }, ctx) =>
      builder.updateStateGroup(
        ctx.services.db,
        (await writer(ctx, 'updateStateGroupMutation')).id,
        newStategroup,
      ),
    deleteStateGroupMutation: async (_, { id }, ctx) =>
      builder.deleteStateGroup(ctx.services.db, (await writer(ctx, 'deleteStateGroupMutation')).id, id),
    cloneStateGroup: async (_, args, ctx) => {
      const destination = await writer(ctx, 'cloneStateGroup')
      const origin = await otherChatbot(ctx, args.originClient)
      return builder.cloneStateGroup(ctx.services.db, origin, destination, args)
    },
    copyStateGroup: async (_, args, ctx) =>
      builder.copyStateGroup(ctx.services.db, await writer(ctx, 'copyStateGroup'), args),
    reorderStateGroups: async (_, { stateMachineId, stateGroupids }, ctx) =>
      builder.reorderStateGroups(
        ctx.services.db,
        (await writer(ctx, 'reorderStateGroups')).id,
        stateMachineId,
        stateGroupids,
      ),

    stateMutation: async (_, { newState }, ctx) =>
      builder.stateMutation(ctx.services.db, (await writer(ctx, 'stateMutation')).id, newState),
    deleteState: async (_, { id }, ctx) =>
      builder.deleteState(ctx.services.db, (await writer(ctx, 'deleteState')).id, id),
    updateStateOrder: async (_, { stateGroupId, stateIds }, ctx) =>
      builder.updateStateOrder(
        ctx.services.db,
        (await writer(ctx, 'updateStateOrder')).id,
        stateGroupId,
        stateIds,
      ),
    switchDivergentOption: async (_, { stateId, templateId }, ctx) =>
      builder.switchDivergentOption(
        ctx.services.db,
        (await writer(ctx, 'switchDivergentOption')).id,
        stateId,
        templateId,
      ),

    createOption: async (_, args, ctx) =>
      builder.createOption(ctx.services.db, await writer(ctx, 'createOption'), args),
    updateOption: async (_, args, ctx) =>
      builder.updateOption(ctx.services.db, (await writer(ctx, 'updateOption')).id, args),
    deleteOption: async (_, { id }, ctx) =>
      builder.deleteOption(ctx.services.db, (await writer(ctx, 'deleteOption')).id, id),
    updateOptionOrder: async (_, { stateId, optionIds }, ctx) =>
      builder.updateOptionOrder(
        ctx.services.db,
        (await writer(ctx, 'updateOptionOrder')).id,
        stateId,
        optionIds,
      ),
    updateNextState: async (_, { optionId, nextState }, ctx) =>
      builder.updateNextState(
        ctx.services.db,
        (await writer(ctx, 'updateNextState')).id,
        optionId,
        nextState,
      ),
    updateNextStateMachine: async (_, { optionId, nextStateMachine }, ctx) =>
      builder.updateNextStateMachine(
        ctx.services.db,
        (await writer(ctx, 'updateNextStateMachine')).id,
        optionId,
        nextStateMachine,
      ),

    addStandardAction: async (_, args, ctx) =>
      builder.addAction(ctx.services.db, (await writer(ctx, 'addStandardAction')).id, args, 'STANDARD'),
    addActionWithOptions: async (_, args, ctx) =>
      builder.addAction(
        ctx.services.db,
        (await writer(ctx, 'addActionWithOptions')).id,
        args,
        'WITH_OPTIONS',
      ),
    updateAction: async (_, args, ctx) =>
      builder.updateAction(ctx.services.db, (await writer(ctx, 'updateAction')).id, args),
    deleteActions: async (_, { ids }, ctx) =>
      builder.deleteActions(ctx.services.db, (await writer(ctx, 'deleteActions')).id, ids),
    updateActionOrdering: async (_, { stateId, actionIds }, ctx) =>
      builder.updateActionOrdering(
        ctx.services.db,
        (await writer(ctx, 'updateActionOrdering')).id,
        stateId,
        actionIds,
      ),
    createOptionLabel: async (_, args, ctx) =>
      builder.createOptionLabel(ctx.services.db, await writer(ctx, 'createOptionLabel'), args),
    updateOptionLabel: async (_, args, ctx) =>
      builder.updateOptionLabel(ctx.services.db, (await writer(ctx, 'updateOptionLabel')).id, args),
    deleteOptionLabel: async (_, { id }, ctx) =>
      builder.deleteOptionLabel(ctx.services.db, (await writer(ctx, 'deleteOptionLabel')).id, id),
    updateOptionLabelOrder: async (_, { actionId, labelIds }, ctx) =>
      builder.updateOptionLabelOrder(
        ctx.services.db,
        (await writer(ctx, 'updateOptionLabelOrder')).id,
        actionId,
        labelIds,
      ),

    addTextVariation: async (_, args, ctx) =>
      builder.addVariation(ctx.services.db, (await writer(ctx, 'addTextVariation')).id, args, {
        type: 'TEXT',
        text: args.text,
      }),
    addVideoVariation: async (_, args, ctx) =>
      builder.addVariation(ctx.services.db, (await writer(ctx, 'addVideoVariation')).id, args, {
        type: 'VIDEO',
        url: args.url,
        caption: args.caption ?? '',
      }),
    addImageVariation: async (_, args, ctx) =>
      builder.addVariation(ctx.services.db, (await writer(ctx, 'addImageVariation')).id, args, {
        type: 'IMAGE',
        url: args.url,
        caption: args.caption ?? '',
      }),
    addDocumentVariation: async (_, args, ctx) =>
      builder.addVariation(ctx.services.db, (await writer(ctx, 'addDocumentVariation')).id, args, {
        type: 'DOCUMENT',
        url: args.url,
        fileName: args.fileName ?? '',
      }),
    addLinkVariation: async (_, args, ctx) =>
      builder.addVariation(ctx.services.db, (await writer(ctx, 'addLinkVariation')).id, args, {
        type: 'LINK',
        placeholder: args.placeholder,
        link: args.link,
        isDocument: args.isDocument ?? false,
      }),
    addGeolocationVariation: async (_, args, ctx) =>
      builder.addVariation(ctx.services.db, (await writer(ctx, 'addGeolocationVariation')).id, args, {
        type: 'GEOLOCATION',
        lat: args.lat,
        lng: args.lng,
      }),
    updateMessage: async (_, args, ctx) =>
      builder.updateMessage(ctx.services.db, (await writer(ctx, 'updateMessage', args.variationId)).id, args),
    deleteVariationMutation: async (_, { id }, ctx) =>
      builder.deleteVariation(ctx.services.db, (await writer(ctx, 'deleteVariationMutation')).id, id),
    updateVariationTags: async (_, { tagsId, variationId }, ctx) =>
      builder.updateVariationTags(
        ctx.services.db,
        (await writer(ctx, 'updateVariationTags')).id,
        tagsId,
        variationId,
      ),

    updateProcessor: async (_, args, ctx) =>
      builder.updateProcessor(ctx.services.db, (await writer(ctx, 'updateProcessor')).id, args),
    cloneProcessor: async (_, { id, fromSchema, toSchema }, ctx) => {
      await writer(ctx, 'cloneProcessor')
      const from = await otherChatbot(ctx, fromSchema)
      const to = await otherChatbot(ctx, toSchema)
      return builder.cloneProcessor(ctx.services.db, from, to, id)
    },
    copyProcessor: async (_, { processorTemplateIds, toSchema }, ctx) => {
      await writer(ctx, 'copyProcessor')
      const to = await otherChatbot(ctx, toSchema)
      return builder.copyProcessor(ctx.services.db, to, processorTemplateIds, ctx.user.isSuperuser === true)
    },

    createScalarName: async (_, args, ctx) =>
      builder.createScalarName(ctx.services.db, (await writer(ctx, 'createScalarName')).id, args),
    updateScalarName: async (_, args, ctx) =>
      builder.updateScalarName(ctx.services.db, (await writer(ctx, 'updateScalarName')).id, args),
    deleteScalarName: async (_, { id }, ctx) =>
      builder.deleteScalarName(ctx.services.db, (await writer(ctx, 'deleteScalarName')).id, id),
    createTag: async (_, args, ctx) =>
      builder.createTag(ctx.services.db, (await writer(ctx, 'createTag')).id, args),
    updateTag: async (_, args, ctx) =>
      builder.updateTag(ctx.services.db, (await writer(ctx, 'updateTag')).id, args),
    deleteTag: async (_, { id }, ctx) =>
      builder.deleteTag(ctx.services.db, (await writer(ctx, 'deleteTag')).id, id),
    createTranslation: async (_, args, ctx) =>
      builder.createTranslation(ctx.services.db, (await writer(ctx, 'createTranslation')).id, args),
    updateTranslation: async (_, args, ctx) =>
      builder.updateTranslation(ctx.services.db, (await writer(ctx, 'updateTranslation')).id, args),
    deleteTranslation: async (_, { id }, ctx) =>
      builder.deleteTranslation(ctx.services.db, (await writer(ctx, 'deleteTranslation')).id, id),
  },
}
