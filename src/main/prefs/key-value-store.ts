/**
 * Port for where preferences live. The desktop app uses electron-store (src/main/shell); tests and the
 * browser harness use the in-memory store below.
 */
export interface KeyValueStore {
  get(key: string): unknown
  set(key: string, value: unknown): void
}

export function createMemoryStore(initial: Record<string, unknown> = {}): KeyValueStore {
  const data = new Map(Object.entries(initial))
  return {
    get: (key) => data.get(key),
    set: (key, value) => void data.set(key, value),
  }
}
