import { requireActive } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'
import { assertAllowed } from '../permissions'
import {
  createAvailability,
  createBlock,
  deleteAvailability,
  deleteBlock,
  getAvailability,
  listAvailabilities,
  listStaff,
  updateAvailability,
  updateBlock,
  type Refusal,
} from './availabilities-service'

/** A refusal in the spec's mutation shape: ok false, the code, its message and the fields it names. */
function refused(refusal: Refusal) {
  if (refusal.code === 'not_found') throw new ApiError('not_found')
  const message = new ApiError(refusal.code).message
  const errors =
    refusal.code === 'invalid_input'
      ? Object.entries(refusal.problems).map(([field, problem]) => ({ field, messages: [problem] }))
      : refusal.code === 'block_invalid'
        ? [{ field: refusal.field, messages: [refusal.problem] }]
        : []
  return { ok: false, code: refusal.code, errorMessage: message, errors }
}

const done = { ok: true, code: null, errorMessage: null, errors: [] }

export const availabilitiesResolvers: Resolvers = {
  Query: {
    allAvailabilities: (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SettingsAvailabilities')
      return listAvailabilities(services.db, requireActive(chatbot))
    },
    availability: (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SettingsAvailabilities')
      return getAvailability(services.db, requireActive(chatbot), id)
    },
    availabilityStaff: (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsAvailabilities')
      return listStaff(services.db, requireActive(chatbot))
    },
  },
  Mutation: {
    createCalendarAvailability: async (_, { userId, input }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsAvailabilities')
      const answer = await createAvailability(services.db, requireActive(chatbot), userId, input)
      return answer.ok
        ? { ...done, availability: answer.availability }
        : { ...refused(answer), availability: null }
    },
    deleteCalendarAvailability: async (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsAvailabilities')
      const answer = await deleteAvailability(services.db, requireActive(chatbot), id)
      return answer.ok
        ? { ...done, availability: answer.availability }
        : { ...refused(answer), availability: null }
    },
    updateCalendarAvailability: async (_, { id, input }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsAvailabilities')
      const answer = await updateAvailability(services.db, requireActive(chatbot), id, input)
      return answer.ok
        ? { ...done, availability: answer.availability }
        : { ...refused(answer), availability: null }
    },
    createBlock: async (_, { availabilityId, input }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsAvailabilities')
      const answer = await createBlock(services.db, requireActive(chatbot), availabilityId, input)
      return answer.ok ? { ...done, block: answer.block } : { ...refused(answer), block: null }
    },
    updateBlock: async (_, { id, input }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsAvailabilities')
      const answer = await updateBlock(services.db, requireActive(chatbot), id, input)
      return answer.ok ? { ...done, block: answer.block } : { ...refused(answer), block: null }
    },
    deleteBlock: async (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsAvailabilities')
      const answer = await deleteBlock(services.db, requireActive(chatbot), id)
      return answer.ok ? { ...done, block: answer.block } : { ...refused(answer), block: null }
    },
  },
}
