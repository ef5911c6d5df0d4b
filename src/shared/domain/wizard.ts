import * as v from 'valibot'
import { isAllowed, type AbilityUser } from './permissions'
import { hasInvisibleCharacters } from './visible-text'

/**
 * The quick-start and onboarding wizards (spec 000 §3 'Wizard', spec 001 §7 'Wizards'): a wizard holds
 * processes, a process holds steps. Completion is stored (docs/decisions/wizard.md): a step's isFinished
 * is written together with what it implies for its process and wizard, in the same update.
 */

/**
 * The self-checks a step can name in its settings (`settings.check`): each reads one area's real state
 * (`widget-published`: a visitor talked through the web widget in the last 30 days). A key a server cannot
 * answer is answered as not available, never guessed.
 */
export const wizardCheckKeys = [
  'whatsapp-connected',
  'calendar-linked',
  'automation-running',
  'nlp-trained',
  'widget-published',
  'facebook-page-active',
] as const
export type WizardCheckKey = (typeof wizardCheckKeys)[number]

export function isWizardCheckKey(value: unknown): value is WizardCheckKey {
  return typeof value === 'string' && (wizardCheckKeys as readonly string[]).includes(value)
}

/** A step's settings (spec 000 §3: settings carry adminOnly); `roles` and `check` are ours. */
export interface WizardStepSettings {
  /** Only for users with the adminOnly right (superusers). */
  readonly adminOnly: boolean
  /** The roles the step is for; empty: every staff role. */
  readonly roles: readonly string[]
  /** The self-check that ticks the step off, if any. */
  readonly check: WizardCheckKey | null
}

export function parseStepSettings(raw: unknown): WizardStepSettings {
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
  return {
    adminOnly: value['adminOnly'] === true,
    roles: Array.isArray(value['roles'])
      ? value['roles'].filter((r): r is string => typeof r === 'string')
      : [],
    check: isWizardCheckKey(value['check']) ? value['check'] : null,
  }
}

/** Whether a user sees a step: adminOnly steps only with the adminOnly right, role steps only for those roles. */
export function isStepFor(settings: WizardStepSettings, user: AbilityUser): boolean {
  if (settings.adminOnly && !isAllowed(user, 'manage', 'AdminOnlySetting')) return false
  if (settings.roles.length === 0 || user.isSuperuser === true) return true
  return typeof user.role === 'string' && settings.roles.includes(user.role)
}

interface ProgressStep {
  readonly id: string
  readonly isFinished: boolean
}
interface ProgressProcess {
  readonly id: string
  readonly isFinished: boolean
  readonly steps: readonly ProgressStep[]
}

/** What finishing (or reopening) steps means for the processes and the wizard, to write in one update. */
export interface WizardProgress {
  readonly steps: ReadonlyMap<string, boolean>
  readonly processes: ReadonlyMap<string, boolean>
  readonly wizardFinished: boolean
}

/**
 * The spec's chain (000 §3): a process is finished when all its steps are, the wizard when all its processes
 * are. A process without steps keeps what is stored; a wizard without processes is never finished.
 */
export function wizardProgress(
  processes: readonly ProgressProcess[],
  changedSteps: ReadonlyMap<string, boolean>,
): WizardProgress {
  const steps = new Map<string, boolean>()
  const done = new Map<string, boolean>()
  for (const process of processes) {
    for (const step of process.steps) steps.set(step.id, changedSteps.get(step.id) ?? step.isFinished)
    done.set(
      process.id,
      process.steps.length === 0 ? process.isFinished : process.steps.every((s) => steps.get(s.id) === true),
    )
  }
  const wizardFinished = processes.length > 0 && [...done.values()].every(Boolean)
  return { steps, processes: done, wizardFinished }
}

export const wizardLimits = { title: 120, description: 2000, note: 2000, infoUrl: 500 } as const

/** Message keys (`wizard:errors.<key>`); the server names them per field. */
const title = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'titleRequired'),
  v.maxLength(wizardLimits.title, 'titleTooLong'),
  v.check((s) => !hasInvisibleCharacters(s), 'invisibleCharacters'),
)
const longText = (max: number, key: string) => v.pipe(v.string(), v.maxLength(max, key))
const infoUrl = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(wizardLimits.infoUrl, 'infoUrlInvalid'),
  v.check((s) => s === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(s), 'infoUrlInvalid'),
)

export const wizardUpdateSchema = v.strictObject({
  title: v.optional(title),
  /** true: the user skips the wizard (it stays resumable); false: resumes it. */
  skipped: v.optional(v.boolean()),
})
export const wizardProcessUpdateSchema = v.strictObject({
  title: v.optional(title),
  description: v.optional(longText(wizardLimits.description, 'descriptionTooLong')),
})
export const wizardStepUpdateSchema = v.strictObject({
  title: v.optional(title),
  description: v.optional(longText(wizardLimits.description, 'descriptionTooLong')),
  infoUrl: v.optional(infoUrl),
  note: v.optional(longText(wizardLimits.note, 'noteTooLong')),
  isFinished: v.optional(v.boolean()),
})
export type WizardStepUpdate = v.InferOutput<typeof wizardStepUpdateSchema>

/** The fields of a step anyone who sees it may change; the rest is the wizard's content (managers and up). */
export const stepProgressFields = ['isFinished', 'note'] as const
