import type { ChatbotSetting } from '../api/chatbot-settings'

/** Edits not yet saved, by setting id. */
export type Drafts = Readonly<Record<string, string>>

/** The batch to send: every draft that differs from the server's value, with the version it was read at. */
export function pendingChanges(
  settings: readonly ChatbotSetting[],
  drafts: Drafts,
): { id: string; value: string; version: number }[] {
  return settings.flatMap((setting) => {
    const value = drafts[setting.id]
    return value === undefined || value === setting.value || !setting.mayEdit
      ? []
      : [{ id: setting.id, value, version: setting.version }]
  })
}

/** Above this many settings the tab folds its sections; below it every setting is in view at once. */
export const foldAbove = 60
/** The rows an open section shows per page ('Show more' adds a page): the tab stays a few hundred nodes. */
export const rowsPerPage = 20

/** A folded tab's rows of one section: its first `pages` pages, and every row holding a draft. */
export function rowsShown(
  rows: readonly ChatbotSetting[],
  drafts: Drafts,
  pages: number,
): readonly ChatbotSetting[] {
  const limit = pages * rowsPerPage
  return rows.filter((setting, index) => index < limit || drafts[setting.id] !== undefined)
}

/** Sections in the order the server lists them, each with its settings. */
export function groupBySection(settings: readonly ChatbotSetting[]): [string, ChatbotSetting[]][] {
  const sections = new Map<string, ChatbotSetting[]>()
  for (const setting of settings) {
    const rows = sections.get(setting.section)
    if (rows) rows.push(setting)
    else sections.set(setting.section, [setting])
  }
  return [...sections]
}

const storageKey = (chatbotId: string) => `settings-drafts:${chatbotId}`

const storage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

/** Drafts kept from before a reload, of settings that still exist and this user may change. */
export function readDrafts(chatbotId: string, settings: readonly ChatbotSetting[]): Drafts {
  try {
    const raw = storage()?.getItem(storageKey(chatbotId))
    if (!raw) return {}
    const parsed = JSON.parse(raw) as unknown
    if (!parsed || typeof parsed !== 'object') return {}
    const editable = new Map(settings.filter((s) => s.mayEdit).map((s) => [s.id, s.value]))
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && editable.has(entry[0]) && editable.get(entry[0]) !== entry[1],
      ),
    )
  } catch {
    return {}
  }
}

export function keepDrafts(chatbotId: string, drafts: Drafts): void {
  try {
    if (Object.keys(drafts).length === 0) storage()?.removeItem(storageKey(chatbotId))
    else storage()?.setItem(storageKey(chatbotId), JSON.stringify(drafts))
  } catch {
    // Storage full or unavailable: the drafts stay on the screen and are saved as usual.
  }
}
