/**
 * Edits waiting for their debounced save (lib/use-debounced-save.ts), so they can be saved at once before
 * the window closes, the app quits or the user signs out (QUALITY REL-6). Each hook registers a flush
 * while it holds an unsaved edit.
 */
type Flush = () => Promise<void>

const pending = new Set<Flush>()

export function registerPendingSave(flush: Flush): () => void {
  pending.add(flush)
  return () => void pending.delete(flush)
}

/** How many edits are waiting (for tests and diagnostics). */
export function pendingSaveCount(): number {
  return pending.size
}

/**
 * Forgets every waiting edit without saving it. Only for the unit tests' cleanup: the files of a test worker
 * share this module, and a failed save a test left behind is kept on purpose (a close still tries it), so
 * it would count among the next file's edits.
 */
export function discardPendingSaves(): void {
  pending.clear()
}

/**
 * Saves every waiting edit now and resolves when all have answered. A failed save is the hook's to show
 * (it keeps the edit); it never stops the others or the close.
 */
export async function flushPendingSaves(): Promise<void> {
  await Promise.allSettled([...pending].map((flush) => flush()))
}
