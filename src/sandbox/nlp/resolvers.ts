import { requireActive } from '../chatbots/chatbot-access-service'
import { tryItMessage } from '../conversation-engine/conversation-service'
import * as nlp from './nlp-service'
import { assertAllowed } from '../permissions'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'
import type { ChatbotContext } from '../graphql/yoga'

/**
 * NLP and "Try it" (src/shared/graphql/chatbot/nlp.ts; nlp/nlp-service.ts, conversation-engine/conversation-service.ts):
 * intents need NlpIntents, list entities NlpEntities ('read' to read, 'update' to change, train and
 * publish); Try it needs the builder ('read'), where it runs.
 */
function intents(ctx: ChatbotContext, action: 'read' | 'update') {
  assertAllowed(ctx.user, action, 'NlpIntents')
  return requireActive(ctx.chatbot)
}
function entities(ctx: ChatbotContext, action: 'read' | 'update') {
  assertAllowed(ctx.user, action, 'NlpEntities')
  return requireActive(ctx.chatbot)
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())
const status = (s: nlp.NlpStatusGql) => ({
  ...s,
  trainedAt: iso(s.trainedAt),
  publishedAt: iso(s.publishedAt),
})

export const nlpResolvers: Resolvers = {
  Query: {
    allIntents: (_, __, ctx) => nlp.allIntents(ctx.services.db, intents(ctx, 'read').id),
    intent: (_, { id }, ctx) => nlp.intent(ctx.services.db, intents(ctx, 'read').id, id),
    allListEntities: (_, __, ctx) => nlp.allListEntities(ctx.services.db, entities(ctx, 'read').id),
    nlpTrainStatus: async (_, __, ctx) =>
      status(await nlp.nlpTrainStatus(ctx.services.db, intents(ctx, 'read').id)),
    detectIntent: (_, { text, languageTag }, ctx) =>
      nlp.detectIntent(ctx.services.db, intents(ctx, 'read').id, text, languageTag),
  },
  Mutation: {
    createIntent: (_, { name }, ctx) =>
      nlp.createIntent(ctx.services.db, intents(ctx, 'update').id, ctx.services.clock.now(), name),
    updateIntent: (_, { id, name }, ctx) =>
      nlp.updateIntent(ctx.services.db, intents(ctx, 'update').id, id, name),
    deleteIntent: (_, { id }, ctx) => nlp.deleteIntent(ctx.services.db, intents(ctx, 'update').id, id),
    createSentence: (_, { intentId, text }, ctx) =>
      nlp.createText(ctx.services.db, intents(ctx, 'update').id, 'SENTENCE', intentId, text),
    updateSentence: (_, { id, text }, ctx) =>
      nlp.updateText(ctx.services.db, intents(ctx, 'update').id, 'SENTENCE', id, text),
    deleteSentence: (_, { id }, ctx) =>
      nlp.deleteText(ctx.services.db, intents(ctx, 'update').id, 'SENTENCE', id),
    createKeyword: (_, { intentId, text }, ctx) =>
      nlp.createText(ctx.services.db, intents(ctx, 'update').id, 'KEYWORD', intentId, text),
    updateKeyword: (_, { id, text }, ctx) =>
      nlp.updateText(ctx.services.db, intents(ctx, 'update').id, 'KEYWORD', id, text),
    deleteKeyword: (_, { id }, ctx) =>
      nlp.deleteText(ctx.services.db, intents(ctx, 'update').id, 'KEYWORD', id),
    createListEntity: (_, { name }, ctx) =>
      nlp.createListEntity(ctx.services.db, entities(ctx, 'update').id, ctx.services.clock.now(), name),
    updateListEntity: (_, { id, name }, ctx) =>
      nlp.updateListEntity(ctx.services.db, entities(ctx, 'update').id, id, name),
    deleteListEntity: (_, { id }, ctx) =>
      nlp.deleteListEntity(ctx.services.db, entities(ctx, 'update').id, id),
    createListEntityValue: (_, { listEntityId, name, synonyms }, ctx) =>
      nlp.createListEntityValue(ctx.services.db, entities(ctx, 'update').id, listEntityId, name, synonyms),
    updateListEntityValue: (_, { id, name }, ctx) =>
      nlp.updateListEntityValue(ctx.services.db, entities(ctx, 'update').id, id, name),
    deleteListEntityValue: (_, { id }, ctx) =>
      nlp.deleteListEntityValue(ctx.services.db, entities(ctx, 'update').id, id),
    updateListEntitySynonyms: (_, { id, synonyms }, ctx) =>
      nlp.updateListEntitySynonyms(ctx.services.db, entities(ctx, 'update').id, id, synonyms),
    train: async (_, __, ctx) => status(await nlp.train(ctx.services, intents(ctx, 'update'))),
    publish: async (_, __, ctx) => status(await nlp.publish(ctx.services, intents(ctx, 'update'))),
    tryItMessage: async (_, args, ctx) => {
      assertAllowed(ctx.user, 'read', 'Builder')
      const turn = await tryItMessage(ctx.services, requireActive(ctx.chatbot), args)
      return { ...turn, replies: turn.replies.map((r) => ({ ...r, buttons: [...r.buttons] })) }
    },
  },
}
