import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import type { SandboxServices } from '../services'

/**
 * Faults of the simulated ATS, injected through the development routes so tests and demos can show a
 * failure the real ATS can give: it refusing a new mapping (a replacement then puts the old one back).
 * Per chatbot, each used once.
 */
const pending = new WeakMap<SandboxServices, Map<string, number>>()

export function failNextMappingCreate(services: SandboxServices, projectId: string, times = 1): void {
  let faults = pending.get(services)
  if (!faults) pending.set(services, (faults = new Map()))
  faults.set(projectId, (faults.get(projectId) ?? 0) + times)
}

/** The fault check a create runs: true (and used up) when one is pending for this chatbot. */
export const mappingCreateFault = (services: SandboxServices, chatbot: ChatbotRow) => (): boolean => {
  const faults = pending.get(services)
  const left = faults?.get(chatbot.projectId) ?? 0
  if (left <= 0) return false
  faults!.set(chatbot.projectId, left - 1)
  return true
}
