import { useEffect, useRef, useState } from 'react'
import { registerPendingSave } from '../../../lib/pending-saves'

/**
 * An e-mail template's or mapper's unsaved edit, kept in the window's session storage (as the chatbot
 * settings keep theirs), so opening another template, another tab or reloading brings it back instead of
 * dropping it. It does not outlive the window: a valid draft is saved before the window closes instead
 * (usePendingEditorSave).
 */
const storageKey = (chatbotId: string, kind: 'template' | 'mapper', id: string) =>
  `email-draft:${chatbotId}:${kind}:${id}`

const storage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

function readDraft<T>(key: string, isDraft: (value: unknown) => value is T): T | null {
  try {
    const raw = storage()?.getItem(key)
    if (!raw) return null
    const parsed = JSON.parse(raw) as unknown
    return isDraft(parsed) ? parsed : null
  } catch {
    return null
  }
}

function keepDraft(key: string, value: unknown | null): void {
  try {
    if (value === null) storage()?.removeItem(key)
    else storage()?.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or unavailable: the draft stays on the screen until the editor closes.
  }
}

/**
 * The editor's state, starting from a kept draft when there is one that differs from the server's value.
 * While `dirty`, every change is kept; once it matches the server again (saved, or undone) it is removed.
 * `discard` goes back to the server's value.
 */
export function useKeptDraft<T>({
  chatbotId,
  kind,
  id,
  server,
  isDraft,
  same,
}: {
  chatbotId: string
  kind: 'template' | 'mapper'
  id: string
  server: () => T
  isDraft: (value: unknown) => value is T
  same: (a: T, b: T) => boolean
}) {
  const key = storageKey(chatbotId, kind, id)
  const [initial] = useState(() => {
    const kept = readDraft(key, isDraft)
    return kept && !same(kept, server()) ? kept : null
  })
  const [value, setValue] = useState<T>(() => initial ?? server())
  const [restored, setRestored] = useState(initial !== null)
  const serverValue = server()
  const dirty = !same(value, serverValue)
  useEffect(() => {
    keepDraft(key, dirty ? value : null)
  }, [key, dirty, value])
  const discard = () => {
    setValue(serverValue)
    setRestored(false)
  }
  // The note goes once the edit is saved or undone.
  return { value, setValue, dirty, restored: restored && dirty, discard }
}

/**
 * While the editor holds a valid edit that is not saved, closing the window, quitting or signing out saves
 * it first (the renderer's pending-saves registry, QUALITY REL-6), as the chatbot settings' debounced save
 * does. An invalid edit is not sent: the server would refuse it, and the kept draft is all that can be done.
 */
export function usePendingEditorSave(active: boolean, save: () => Promise<unknown>): void {
  const latest = useRef(save)
  useEffect(() => {
    latest.current = save
  })
  useEffect(() => {
    if (!active) return
    return registerPendingSave(async () => {
      await latest.current().catch(() => undefined)
    })
  }, [active])
}
