/**
 * The SDL domains of the chatbot service, one line each, under the domain's name: a new domain is its file
 * in this folder and one line here.
 */
export { agentsTypeDefs as agents } from './agents'
export { analyticsTypeDefs as analytics } from './analytics'
export { atsTypeDefs as ats } from './ats'
export { automationsTypeDefs as automations } from './automations'
export { automationsCampaignActionsTypeDefs as automationsCampaignActions } from './automations-campaign-actions'
export { automationsTemplatesTypeDefs as automationsTemplates } from './automations-templates'
export { bookingTypeDefs as booking } from './booking'
export { builderTypeDefs as builder } from './builder'
export { chatbotTypeDefs as chatbot } from './chatbot'
export { emailTemplatesTypeDefs as emailTemplates } from './email-templates'
export { commonTypeDefs as common } from '../common'
export { inboxTypeDefs as inbox } from './inbox'
export { nlpTypeDefs as nlp } from './nlp'
export { settingsTypeDefs as settings } from './settings'
export { validatorTypeDefs as validator } from './validator'
export { whatsappTypeDefs as whatsapp } from './whatsapp'
export { wizardTypeDefs as wizard } from './wizard'
export { partnerTypeDefs as partner } from './partner'
