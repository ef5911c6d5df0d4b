import { signedInState, useSession } from '../../lib/session'

/** The selected chatbot's project id (its `name`), which every inbox call names; null until one is chosen. */
export function useProjectId(): string | null {
  const session = useSession()
  const state = signedInState(session.data)
  const chatbot = state?.user.chatbots.find((candidate) => candidate.id === state.chatbotId)
  return chatbot?.name ?? null
}
