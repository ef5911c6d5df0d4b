import { and, asc, eq, inArray } from 'drizzle-orm'
import { isAllowed, type AbilityUser } from '@shared/domain/permissions'
import { settingProblem, settingProblemText } from '@shared/domain/settings'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import type { SandboxServices } from '../services'
import { ApiError, fieldMessage } from '../errors'
import * as t from './schema'

export type SettingRow = typeof t.chatbotSettings.$inferSelect

/** A setting as the viewer sees it: `mayEdit` says whether this viewer's save of it would be taken. */
export interface SettingView extends SettingRow {
  readonly mayEdit: boolean
}

/** The most settings one save carries (the screen sends what changed within one debounce). */
export const maxSettingsPerSave = 500

/** Whether `user` may change `setting`: the settings right, and for adminOnly ones the superusers' right. */
export function mayEditSetting(user: AbilityUser, setting: Pick<SettingRow, 'adminOnly'>): boolean {
  if (!isAllowed(user, 'update', 'SettingsChatbot')) return false
  return !setting.adminOnly || isAllowed(user, 'manage', 'AdminOnlySetting')
}

const view = (user: AbilityUser) => (row: SettingRow) => ({ ...row, mayEdit: mayEditSetting(user, row) })

/** `allChatbotSettings`: the chatbot's settings by section and position, of one section when given. */
export async function listSettings(
  services: SandboxServices,
  chatbot: ChatbotRow,
  user: AbilityUser,
  section?: string | null,
): Promise<SettingView[]> {
  const rows = await services.db
    .select()
    .from(t.chatbotSettings)
    .where(
      and(
        eq(t.chatbotSettings.chatbotId, chatbot.id),
        section ? eq(t.chatbotSettings.section, section) : undefined,
      ),
    )
    .orderBy(asc(t.chatbotSettings.section), asc(t.chatbotSettings.position), asc(t.chatbotSettings.key))
  return rows.map(view(user))
}

export interface SettingChange {
  readonly id: string
  readonly value: string
  /** The version the editor saw: a save over a newer one is refused (someone else saved it meanwhile). */
  readonly version: number
}

export interface FieldErrorView {
  readonly field: string
  readonly messages: string[]
}

export type UpdateSettingsAnswer =
  | { ok: true; code: null; errorMessage: null; errors: []; settings: SettingView[] }
  | {
      ok: false
      code: 'invalid_input' | 'setting_changed' | 'forbidden' | 'not_found'
      errorMessage: string
      errors: FieldErrorView[]
      /** The settings the save named as they are now (a changed one with the other manager's value). */
      settings: SettingView[]
    }

/**
 * `UpdateSettings` (spec 001 §7.4): several settings in one batch, all or none (spec 001 §4 "cannot be
 * saved while any setting is invalid"). Every value is checked against its type; an adminOnly setting
 * needs the superusers' right; a setting someone else saved since the editor read it (its version moved)
 * refuses the batch with `setting_changed` and answers the current settings, so the screen shows the other
 * manager's value instead of overwriting it unseen.
 */
export async function updateSettings(
  services: SandboxServices,
  chatbot: ChatbotRow,
  user: AbilityUser,
  changes: readonly SettingChange[],
): Promise<UpdateSettingsAnswer> {
  if (changes.length === 0 || changes.length > maxSettingsPerSave)
    return refused('invalid_input', `Save 1 to ${maxSettingsPerSave} settings at a time.`, [], [])
  const ids = changes.map((change) => change.id)
  if (new Set(ids).size !== ids.length)
    return refused('invalid_input', 'A setting is named twice in this save.', [], [])
  const toView = view(user)
  return services.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(t.chatbotSettings)
      .where(and(eq(t.chatbotSettings.chatbotId, chatbot.id), inArray(t.chatbotSettings.id, ids)))
      .for('update')
    const byId = new Map(rows.map((row) => [row.id, row]))
    const missing = ids.filter((id) => !byId.has(id))
    if (missing.length > 0)
      return refused(
        'not_found',
        new ApiError('not_found').message,
        missing.map((id) => ({ field: id, messages: [fieldMessage('setting_not_found')] })),
        rows.map(toView),
      )
    const locked = rows.filter((row) => !mayEditSetting(user, row))
    if (locked.length > 0)
      return refused(
        'forbidden',
        new ApiError('forbidden').message,
        locked.map((row) => ({ field: row.key, messages: [fieldMessage('setting_superuser_only')] })),
        rows.map(toView),
      )
    const invalid: FieldErrorView[] = []
    const stale: FieldErrorView[] = []
    for (const change of changes) {
      const row = byId.get(change.id)!
      const problem = settingProblem(row.settingType, change.value)
      if (problem) invalid.push({ field: row.key, messages: [settingProblemText(problem)] })
      else if (row.version !== change.version)
        stale.push({ field: row.key, messages: [new ApiError('setting_changed').message] })
    }
    if (invalid.length > 0)
      return refused('invalid_input', new ApiError('invalid_input').message, invalid, rows.map(toView))
    if (stale.length > 0)
      return refused('setting_changed', new ApiError('setting_changed').message, stale, rows.map(toView))
    const now = services.clock.now()
    const saved: SettingRow[] = []
    for (const change of changes) {
      const row = byId.get(change.id)!
      const value = row.settingType === 'INT' ? String(Number(change.value.trim())) : change.value
      const [next] = await tx
        .update(t.chatbotSettings)
        .set({ value, valid: true, version: row.version + 1, updatedAt: now })
        .where(eq(t.chatbotSettings.id, row.id))
        .returning()
      saved.push(next!)
    }
    return { ok: true, code: null, errorMessage: null, errors: [], settings: saved.map(toView) }
  })
}

function refused(
  code: Exclude<UpdateSettingsAnswer['code'], null>,
  errorMessage: string,
  errors: FieldErrorView[],
  settings: SettingView[],
): UpdateSettingsAnswer {
  return { ok: false, code, errorMessage, errors, settings }
}
