import { EventEmitter } from 'node:events'
import { eq } from 'drizzle-orm'
import type { SandboxDb } from '../db/sandbox-db'
import { realtimeRoots } from './schema'

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

export interface RealtimeChange {
  /** Absolute path of the write, as segments. */
  readonly path: readonly string[]
  readonly kind: 'put' | 'patch'
  readonly data: Json
}

const forbiddenKeyCharacters = /[.#$[\]/]/
/** Names that walk or replace an object's prototype in JavaScript; never keys of the tree. */
const prototypeKeys = new Set(['__proto__', 'constructor', 'prototype'])
export const isValidKey = (key: string) =>
  key.length > 0 &&
  !prototypeKeys.has(key) &&
  key.length <= 768 &&
  !forbiddenKeyCharacters.test(key) &&
  ![...key].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)

/** Splits "a/b/c" into segments; null when a segment is not a valid key (Firebase's rules for keys). */
export function parsePath(raw: string): string[] | null {
  const segments = raw.split('/').filter((s) => s.length > 0)
  let decoded: string[]
  try {
    decoded = segments.map((s) => decodeURIComponent(s))
  } catch {
    return null
  }
  return decoded.every(isValidKey) ? decoded : null
}

/**
 * A realtime database in the manner of Firebase's: a JSON tree read and written per path, with change
 * events for listeners. Held in memory for reads, persisted per top-level key on every write.
 */
export class RealtimeStore {
  private tree: Record<string, Json> = {}
  private readonly events = new EventEmitter()

  constructor(private readonly db: SandboxDb) {
    this.events.setMaxListeners(0)
  }

  async load(): Promise<void> {
    const rows = await this.db.select().from(realtimeRoots)
    this.tree = Object.fromEntries(rows.map((r) => [r.key, r.value as Json]))
  }

  get(path: readonly string[]): Json {
    let node: Json = this.tree
    for (const segment of path) {
      // Own keys only: an inherited name (toString, __proto__) is not a child.
      if (node === null || typeof node !== 'object' || Array.isArray(node) || !Object.hasOwn(node, segment))
        return null
      node = node[segment] ?? null
    }
    return node
  }

  async set(path: readonly string[], value: Json): Promise<void> {
    if (path.length === 0) throw new Error('The root cannot be replaced')
    this.tree = asObject(setIn(this.tree, path, prune(value)))
    await this.persist(path[0] as string)
    this.events.emit('change', { path, kind: 'put', data: value } satisfies RealtimeChange)
  }

  async update(path: readonly string[], children: Record<string, Json>): Promise<void> {
    for (const [key, value] of Object.entries(children)) {
      const childPath = [...path, ...key.split('/').filter(Boolean)]
      if (childPath.length === 0) continue
      this.tree = asObject(setIn(this.tree, childPath, prune(value)))
    }
    const roots = new Set(
      path.length > 0 ? [path[0] as string] : Object.keys(children).map((k) => k.split('/')[0] ?? ''),
    )
    for (const root of roots) if (root) await this.persist(root)
    this.events.emit('change', { path, kind: 'patch', data: children } satisfies RealtimeChange)
  }

  /** Calls back for every write at, above or below `path`. */
  subscribe(listener: (change: RealtimeChange) => void): () => void {
    this.events.on('change', listener)
    return () => this.events.off('change', listener)
  }

  private async persist(root: string): Promise<void> {
    const value = this.tree[root]
    if (value === undefined || value === null) {
      await this.db.delete(realtimeRoots).where(eq(realtimeRoots.key, root))
    } else {
      await this.db
        .insert(realtimeRoots)
        .values({ key: root, value })
        .onConflictDoUpdate({ target: realtimeRoots.key, set: { value } })
    }
  }
}

/** Firebase semantics: null deletes, and empty objects do not exist. */
function prune(value: Json): Json {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map(prune)
  const entries = Object.entries(value)
    .map(([k, v]) => [k, prune(v)] as const)
    .filter(([, v]) => v !== null)
  return entries.length === 0 ? null : Object.fromEntries(entries)
}

function asObject(node: Json): Record<string, Json> {
  return node !== null && typeof node === 'object' && !Array.isArray(node) ? node : {}
}

function setIn(node: Json, path: readonly string[], value: Json): Json {
  const [head, ...rest] = path
  if (head === undefined) return value
  const base: Record<string, Json> =
    node !== null && typeof node === 'object' && !Array.isArray(node) ? { ...node } : {}
  const next = setIn(Object.hasOwn(base, head) ? (base[head] ?? null) : null, rest, value)
  if (next === null) delete base[head]
  // Defined, not assigned: whatever the key, it becomes a child and never sets a prototype. (Plain objects
  // rather than prototype-free ones, which the database driver cannot serialise.)
  else
    Object.defineProperty(base, head, { value: next, enumerable: true, writable: true, configurable: true })
  return Object.keys(base).length === 0 ? null : base
}
