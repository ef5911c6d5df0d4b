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
 * Saves every waiting edit now and resolves when all have answered. A failed save is the hook's to show
 * (it keeps the edit); it never stops the others or the close.
 */
export async function flushPendingSaves(): Promise<void> {
  await Promise.allSettled([...pending].map((flush) => flush()))
}
