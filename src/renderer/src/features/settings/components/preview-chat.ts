import { useCallback, useState } from 'react'
import { usePreviewMessage, type PreviewTurn } from '../api/preview-chat'

/** A line of the preview's conversation: the bot's or the visitor's. */
export interface ChatLine {
  readonly from: 'bot' | 'visitor'
  readonly text: string
}

export interface PreviewChat {
  readonly sessionId: string | null
  readonly lines: readonly ChatLine[]
  /** The buttons of the bot's last message: the visitor's answers. */
  readonly buttons: readonly { optionId: string; label: string }[]
  readonly ended: boolean
}

const idle: PreviewChat = { sessionId: null, lines: [], buttons: [], ended: false }

const after = (chat: PreviewChat, turn: PreviewTurn): PreviewChat => ({
  sessionId: turn.sessionId,
  lines: [
    ...chat.lines,
    ...turn.replies.filter((r) => r.text).map((r) => ({ from: 'bot' as const, text: r.text })),
  ],
  buttons: turn.replies.at(-1)?.buttons ?? [],
  ended: turn.finished || turn.handedOver,
})

/**
 * The conversation the widget preview runs: a teaser button starts its flow in the sandbox's engine, the
 * visitor answers with the bot's buttons or typed text. One turn at a time: a click while one is on its
 * way is ignored (the engine's answer decides what may be clicked next).
 */
export function usePreviewChat(languageTag: string) {
  const message = usePreviewMessage()
  const [chat, setChat] = useState<PreviewChat>(idle)
  const busy = message.isPending
  const start = (flowId: string) => {
    if (busy) return
    setChat(idle)
    message.mutate({ flowId, languageTag }, { onSuccess: (turn) => setChat(after(idle, turn)) })
  }
  const answer = (input: { optionId: string; label: string } | { text: string }) => {
    if (busy || !chat.sessionId || chat.ended) return
    const shown = 'label' in input ? input.label : input.text.trim()
    if (!shown) return
    const asked: PreviewChat = {
      ...chat,
      lines: [...chat.lines, { from: 'visitor', text: shown }],
      buttons: [],
    }
    setChat(asked)
    message.mutate(
      'optionId' in input
        ? { sessionId: chat.sessionId, languageTag, optionId: input.optionId }
        : { sessionId: chat.sessionId, languageTag, text: shown },
      { onSuccess: (turn) => setChat(after(asked, turn)), onError: () => setChat(chat) },
    )
  }
  const { reset: resetMessage } = message
  const reset = useCallback(() => {
    resetMessage()
    setChat(idle)
  }, [resetMessage])
  return { chat, busy, error: message.error, start, answer, reset, running: chat.sessionId !== null || busy }
}
