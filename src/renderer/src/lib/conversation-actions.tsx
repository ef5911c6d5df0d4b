import { createContext, useContext, type ReactNode } from 'react'

/**
 * Actions another feature lends a conversation's header ("Report this conversation"): features do not
 * import each other, so the app's frame provides them and the conversation views render the slot.
 */
export type ConversationAction = (conversation: { readonly clientId: string }) => ReactNode

const ConversationActionContext = createContext<ConversationAction | null>(null)

export const ConversationActionsProvider = ConversationActionContext.Provider

/** Renders the provided actions for one conversation; nothing where none are provided (tests, partner). */
export function ConversationActions({ clientId }: { clientId: string }) {
  const render = useContext(ConversationActionContext)
  return render ? render({ clientId }) : null
}
