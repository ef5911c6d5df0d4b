import { chatbotAreaKeys } from '../../lib/query-keys'

/** The group appointments tab's query keys: `['chatbot', <chatbot id>, 'group-appointments', …]`. */
export const groupAppointmentKeys = chatbotAreaKeys('group-appointments')
