import { requireActive } from '../chatbots/chatbot-access-service'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'
import { assertAllowed } from '../permissions'
import {
  cloneDestinations,
  cloneProcess,
  getWizard,
  listWizards,
  setupChecks,
  updateProcess,
  updateStep,
  updateWizard,
  type WizardView,
} from './wizard-service'

/** Wizards (src/shared/graphql/chatbot/wizard.ts; wizard/wizard-service.ts). Every call needs the dashboard. */

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())
const wizard = (view: WizardView) => ({
  ...view,
  finishedTimestamp: isoOrNull(view.finishedTimestamp),
  skippedAt: isoOrNull(view.skippedAt),
  processes: view.processes.map((p) => ({
    ...p,
    steps: p.steps.map((s) => ({ ...s, settings: { ...s.settings, roles: [...s.settings.roles] } })),
  })),
})

export const wizardResolvers: Resolvers = {
  Query: {
    allWizards: async (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Dashboard')
      return (await listWizards(services, requireActive(chatbot), user)).map(wizard)
    },
    wizard: async (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Dashboard')
      return wizard(await getWizard(services, requireActive(chatbot), user, id))
    },
    wizardChecks: async (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Dashboard')
      return setupChecks(services, requireActive(chatbot), user)
    },
    cloneDestinationWizards: async (_, { client }, { services, user }) => {
      assertAllowed(user, 'read', 'Dashboard')
      return cloneDestinations(services, user, client)
    },
  },
  Mutation: {
    updateWizard: async (_, { id, input }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Dashboard')
      return wizard(await updateWizard(services, requireActive(chatbot), user, id, input))
    },
    updateWizardProcess: async (_, { id, input }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Dashboard')
      return wizard(await updateProcess(services, requireActive(chatbot), user, id, input))
    },
    updateWizardStep: async (_, { id, input }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Dashboard')
      return wizard(await updateStep(services, requireActive(chatbot), user, id, input))
    },
    cloneWizardProcess: async (_, args, { services, user }) => {
      assertAllowed(user, 'read', 'Dashboard')
      const process = await cloneProcess(services, user, args)
      return {
        ...process,
        steps: process.steps.map((s) => ({
          ...s,
          settings: { ...s.settings, roles: [...s.settings.roles] },
        })),
      }
    },
  },
}
