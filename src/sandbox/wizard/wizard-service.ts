import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { isAllowed } from '@shared/domain/permissions'
import {
  isStepFor,
  parseStepSettings,
  stepProgressFields,
  wizardProcessUpdateSchema,
  wizardProgress,
  wizardStepUpdateSchema,
  wizardUpdateSchema,
  type WizardCheckKey,
  type WizardStepSettings,
} from '@shared/domain/wizard'
import type { AuthenticatedUser } from '../auth/auth-service'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { chatbots } from '../chatbots/schema'
import type { DbOrTx } from '../db/sandbox-db'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'
import { runChecks, type CheckAnswer } from './wizard-checks'
import * as t from './schema'

/**
 * Wizards, their processes and steps (spec 000 §3 'Wizard'; spec 001 §7 list, update wizard, process and
 * step, clone process). Reading a chatbot's wizards first lets the self-checks tick off the steps whose
 * state is there (a connected channel, a linked calendar, …), written like any completion: the step, its
 * process and the wizard in one transaction. Rights: anyone with the dashboard sees the steps meant for
 * their role and ticks them off or notes on them; changing a wizard's content takes the dashboard's update
 * right (managers and up); cloning a process to another chatbot is for superusers.
 */

type Db = DbOrTx
type WizardRow = typeof t.wizards.$inferSelect
type ProcessRow = typeof t.wizardProcesses.$inferSelect
type StepRow = typeof t.wizardSteps.$inferSelect

export interface WizardStepView {
  readonly id: string
  readonly order: number
  readonly title: string
  readonly description: string
  readonly isFinished: boolean
  readonly infoUrl: string
  readonly note: string
  readonly settings: WizardStepSettings
  readonly media: StepRow['media']
  /** The step's self-check as it stands now; null when the step has none. */
  readonly check: CheckAnswer | null
}

export interface WizardProcessView {
  readonly id: string
  readonly identifier: string
  readonly order: number
  readonly title: string
  readonly description: string
  readonly isFinished: boolean
  readonly steps: WizardStepView[]
}

export interface WizardView {
  readonly id: string
  readonly title: string
  readonly order: number
  readonly finishedTimestamp: number | null
  readonly skippedAt: number | null
  readonly chatbot: string
  readonly processes: WizardProcessView[]
}

interface Tree {
  readonly wizards: WizardRow[]
  readonly processes: ProcessRow[]
  readonly steps: StepRow[]
}

async function loadTree(db: Db, chatbotId: string, wizardId?: string): Promise<Tree> {
  const wizards = await db
    .select()
    .from(t.wizards)
    .where(
      wizardId
        ? and(eq(t.wizards.chatbotId, chatbotId), eq(t.wizards.id, wizardId))
        : eq(t.wizards.chatbotId, chatbotId),
    )
    .orderBy(asc(t.wizards.order), asc(t.wizards.id))
  const processes = wizards.length
    ? await db
        .select()
        .from(t.wizardProcesses)
        .where(
          inArray(
            t.wizardProcesses.wizardId,
            wizards.map((w) => w.id),
          ),
        )
        .orderBy(asc(t.wizardProcesses.order), asc(t.wizardProcesses.id))
    : []
  const steps = processes.length
    ? await db
        .select()
        .from(t.wizardSteps)
        .where(
          inArray(
            t.wizardSteps.processId,
            processes.map((p) => p.id),
          ),
        )
        .orderBy(asc(t.wizardSteps.order), asc(t.wizardSteps.id))
    : []
  return { wizards, processes, steps }
}

const processesOf = (tree: Tree, wizardId: string) =>
  tree.processes
    .filter((p) => p.wizardId === wizardId)
    .map((p) => ({ ...p, steps: tree.steps.filter((s) => s.processId === p.id) }))

/**
 * Writes steps' completion and what it implies for their processes and wizard (spec 000 §3: step → process
 * → wizard), in the caller's transaction. `changed` maps step ids to their new isFinished.
 */
async function writeProgress(
  db: Db,
  tree: Tree,
  wizard: WizardRow,
  changed: ReadonlyMap<string, boolean>,
  now: number,
) {
  const processes = processesOf(tree, wizard.id)
  const progress = wizardProgress(processes, changed)
  for (const [id, isFinished] of changed) {
    await db.update(t.wizardSteps).set({ isFinished }).where(eq(t.wizardSteps.id, id))
  }
  for (const process of processes) {
    const isFinished = progress.processes.get(process.id) ?? process.isFinished
    if (isFinished !== process.isFinished)
      await db.update(t.wizardProcesses).set({ isFinished }).where(eq(t.wizardProcesses.id, process.id))
  }
  const finishedTimestamp = progress.wizardFinished ? (wizard.finishedTimestamp ?? now) : null
  if (finishedTimestamp !== wizard.finishedTimestamp)
    await db.update(t.wizards).set({ finishedTimestamp }).where(eq(t.wizards.id, wizard.id))
}

function stepView(step: StepRow, checks: ReadonlyMap<WizardCheckKey, CheckAnswer>): WizardStepView {
  const settings = parseStepSettings(step.settings)
  return {
    id: step.id,
    order: step.order,
    title: step.title,
    description: step.description,
    isFinished: step.isFinished,
    infoUrl: step.infoUrl,
    note: step.note,
    settings,
    media: step.media,
    check: settings.check ? (checks.get(settings.check) ?? null) : null,
  }
}

/** The tree as the user may see it: only the steps meant for them, and processes that have any for them. */
function views(
  tree: Tree,
  chatbot: ChatbotRow,
  user: AuthenticatedUser,
  checks: ReadonlyMap<WizardCheckKey, CheckAnswer>,
): WizardView[] {
  return tree.wizards.map((wizard) => ({
    id: wizard.id,
    title: wizard.title,
    order: wizard.order,
    finishedTimestamp: wizard.finishedTimestamp,
    skippedAt: wizard.skippedAt,
    chatbot: chatbot.projectId,
    processes: processesOf(tree, wizard.id)
      .map((process) => ({
        id: process.id,
        identifier: process.identifier,
        order: process.order,
        title: process.title,
        description: process.description,
        isFinished: process.isFinished,
        steps: process.steps
          .filter((s) => isStepFor(parseStepSettings(s.settings), user))
          .map((s) => stepView(s, checks)),
        total: process.steps.length,
      }))
      .filter((process) => process.total === 0 || process.steps.length > 0)
      .map(({ total: _total, ...process }) => process),
  }))
}

/**
 * A chatbot's wizards for this user, after the self-checks ticked off what the real state shows. A check
 * only ever finishes a step: a step a user reopened by hand is finished again while its state holds, and a
 * state that goes away later (a channel disconnected) leaves the finished step as it was; the dashboard's
 * settings card shows the live state.
 */
export async function listWizards(
  services: SandboxServices,
  chatbot: ChatbotRow,
  user: AuthenticatedUser,
  wizardId?: string,
): Promise<WizardView[]> {
  return services.db.transaction(async (tx) => {
    let tree = await loadTree(tx, chatbot.id, wizardId)
    const open = tree.steps.filter((s) => !s.isFinished && parseStepSettings(s.settings).check !== null)
    // The transaction's own connection: PGlite has one, and a query outside it would wait for it forever.
    const checks = await runChecks(
      { db: tx, chatbot, userId: user.id, now: services.clock.now() },
      tree.steps.flatMap((s) => parseStepSettings(s.settings).check ?? []),
    )
    const passed = open.filter((s) => checks.get(parseStepSettings(s.settings).check!)?.passed === true)
    if (passed.length > 0) {
      const now = services.clock.now()
      for (const wizard of tree.wizards) {
        const ids = new Set(tree.processes.filter((p) => p.wizardId === wizard.id).map((p) => p.id))
        const mine = passed.filter((s) => ids.has(s.processId))
        if (mine.length > 0)
          await writeProgress(tx, tree, wizard, new Map(mine.map((s) => [s.id, true])), now)
      }
      tree = await loadTree(tx, chatbot.id, wizardId)
    }
    return views(tree, chatbot, user, checks)
  })
}

export async function getWizard(
  services: SandboxServices,
  chatbot: ChatbotRow,
  user: AuthenticatedUser,
  id: string,
) {
  const [wizard] = await listWizards(services, chatbot, user, id)
  if (!wizard) throw new ApiError('not_found')
  return wizard
}

/** The self-checks of the dashboard's settings card, live (nothing is written). */
export async function setupChecks(services: SandboxServices, chatbot: ChatbotRow, user: AuthenticatedUser) {
  return [
    ...(await runChecks({ db: services.db, chatbot, userId: user.id, now: services.clock.now() })).values(),
  ]
}

/** Bad input answers the field and the rule's message key, and nothing is written. */
function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  // GraphQL sends a field left out of an input as null: the same as not given.
  const given =
    input && typeof input === 'object'
      ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null))
      : input
  const parsed = v.safeParse(schema, given)
  if (parsed.success) return parsed.output
  const fields = parsed.issues.map((issue) => ({
    field: issue.path?.map((p) => String(p.key)).join('.') ?? '',
    message: issue.message,
  }))
  throw new ApiError('invalid_input', { fields })
}

const mayEditContent = (user: AuthenticatedUser) => isAllowed(user, 'update', 'Dashboard')
function requireContentRight(user: AuthenticatedUser) {
  if (!mayEditContent(user))
    throw new ApiError('forbidden', { required: { action: 'update', subject: 'Dashboard' } })
}

async function wizardOf(db: Db, chatbot: ChatbotRow, id: string) {
  const [wizard] = await db
    .select()
    .from(t.wizards)
    .where(and(eq(t.wizards.id, id), eq(t.wizards.chatbotId, chatbot.id)))
  if (!wizard) throw new ApiError('not_found')
  return wizard
}

/** Updates a wizard: its title (content right), or skipping it for now / resuming it (anyone who sees it). */
export async function updateWizard(
  services: SandboxServices,
  chatbot: ChatbotRow,
  user: AuthenticatedUser,
  id: string,
  input: unknown,
) {
  const update = parse(wizardUpdateSchema, input)
  if (update.title !== undefined) requireContentRight(user)
  await wizardOf(services.db, chatbot, id)
  const set: Partial<WizardRow> = {}
  if (update.title !== undefined) set.title = update.title
  if (update.skipped !== undefined) set.skippedAt = update.skipped ? services.clock.now() : null
  if (Object.keys(set).length > 0) await services.db.update(t.wizards).set(set).where(eq(t.wizards.id, id))
  return getWizard(services, chatbot, user, id)
}

async function processOf(db: Db, chatbot: ChatbotRow, id: string) {
  const [row] = await db
    .select({ process: t.wizardProcesses, wizard: t.wizards })
    .from(t.wizardProcesses)
    .innerJoin(t.wizards, eq(t.wizards.id, t.wizardProcesses.wizardId))
    .where(and(eq(t.wizardProcesses.id, id), eq(t.wizards.chatbotId, chatbot.id)))
  if (!row) throw new ApiError('not_found')
  return row
}

/** Updates a process's title or description (content right). */
export async function updateProcess(
  services: SandboxServices,
  chatbot: ChatbotRow,
  user: AuthenticatedUser,
  id: string,
  input: unknown,
) {
  const update = parse(wizardProcessUpdateSchema, input)
  requireContentRight(user)
  const { wizard } = await processOf(services.db, chatbot, id)
  if (Object.keys(update).length > 0)
    await services.db.update(t.wizardProcesses).set(update).where(eq(t.wizardProcesses.id, id))
  return getWizard(services, chatbot, user, wizard.id)
}

/**
 * Updates a step. Finishing or reopening it writes its process and wizard in the same transaction. A step
 * not meant for the user (another role's, adminOnly) is not found for them, as in the list.
 */
export async function updateStep(
  services: SandboxServices,
  chatbot: ChatbotRow,
  user: AuthenticatedUser,
  id: string,
  input: unknown,
) {
  const update = parse(wizardStepUpdateSchema, input)
  const content = Object.keys(update).some((k) => !(stepProgressFields as readonly string[]).includes(k))
  if (content) requireContentRight(user)
  return services.db
    .transaction(async (tx) => {
      const [row] = await tx
        .select({ step: t.wizardSteps, wizardId: t.wizardProcesses.wizardId })
        .from(t.wizardSteps)
        .innerJoin(t.wizardProcesses, eq(t.wizardProcesses.id, t.wizardSteps.processId))
        .innerJoin(t.wizards, eq(t.wizards.id, t.wizardProcesses.wizardId))
        .where(and(eq(t.wizardSteps.id, id), eq(t.wizards.chatbotId, chatbot.id)))
      const settings = row && parseStepSettings(row.step.settings)
      if (!row || !settings || !isStepFor(settings, user)) throw new ApiError('not_found')
      const { isFinished, ...fields } = update
      if (isFinished === true && !row.step.isFinished && settings.check) {
        // A step with a self-check is finished by the state it checks, not by hand: ticking it off while the
        // state is missing would tell the user something is done that is not.
        const answer = (
          await runChecks({ db: tx, chatbot, userId: user.id, now: services.clock.now() }, [settings.check])
        ).get(settings.check)
        if (answer?.available && !answer.passed)
          throw new ApiError('invalid_input', {
            fields: [{ field: 'isFinished', message: 'checkNotPassed' }],
          })
      }
      if (Object.keys(fields).length > 0)
        await tx.update(t.wizardSteps).set(fields).where(eq(t.wizardSteps.id, id))
      if (isFinished !== undefined && isFinished !== row.step.isFinished) {
        const tree = await loadTree(tx, chatbot.id, row.wizardId)
        await writeProgress(tx, tree, tree.wizards[0]!, new Map([[id, isFinished]]), services.clock.now())
      }
      return row.wizardId
    })
    .then((wizardId) => getWizard(services, chatbot, user, wizardId))
}

function requireSuperuser(user: AuthenticatedUser) {
  if (user.isSuperuser !== true)
    throw new ApiError('forbidden', { required: { action: 'manage', subject: 'ChatbotManagement' } })
}

/** A chatbot of the superuser's organisation by project id; another organisation's is not found. */
async function organizationChatbot(db: Db, user: AuthenticatedUser, projectId: string) {
  const [row] = await db
    .select()
    .from(chatbots)
    .where(and(eq(chatbots.projectId, projectId), eq(chatbots.organizationId, user.organizationId)))
  if (!row || row.deleted) throw new ApiError('not_found')
  return row
}

/** The wizards of another chatbot (project id) a process can be cloned to (superusers): id, title, order. */
export async function cloneDestinations(
  services: SandboxServices,
  user: AuthenticatedUser,
  projectId: string,
) {
  requireSuperuser(user)
  const chatbot = await organizationChatbot(services.db, user, projectId)
  return services.db
    .select({ id: t.wizards.id, title: t.wizards.title, order: t.wizards.order })
    .from(t.wizards)
    .where(eq(t.wizards.chatbotId, chatbot.id))
    .orderBy(asc(t.wizards.order))
}

export interface CloneProcessArgs {
  readonly destinationClient: string
  readonly originClient: string
  readonly originProcessIdentifier: string
  readonly destinationWizardId: string
}

/**
 * Copies a process with its steps from one chatbot's wizard to another's (spec 001 §7, superusers). The
 * copy starts unfinished, and replaces a process with the same identifier in the destination wizard, so
 * cloning twice leaves one copy. The destination wizard's completion is written again in the same step.
 */
export async function cloneProcess(
  services: SandboxServices,
  user: AuthenticatedUser,
  args: CloneProcessArgs,
) {
  requireSuperuser(user)
  return services.db.transaction(async (tx) => {
    const origin = await organizationChatbot(tx, user, args.originClient)
    const destination = await organizationChatbot(tx, user, args.destinationClient)
    const [source] = await tx
      .select({ process: t.wizardProcesses })
      .from(t.wizardProcesses)
      .innerJoin(t.wizards, eq(t.wizards.id, t.wizardProcesses.wizardId))
      .where(
        and(
          eq(t.wizards.chatbotId, origin.id),
          eq(t.wizardProcesses.identifier, args.originProcessIdentifier),
        ),
      )
      .orderBy(asc(t.wizards.order))
      .limit(1)
    if (!source) throw new ApiError('not_found')
    const target = await wizardOf(tx, destination, args.destinationWizardId)
    const steps = await tx
      .select()
      .from(t.wizardSteps)
      .where(eq(t.wizardSteps.processId, source.process.id))
      .orderBy(asc(t.wizardSteps.order))
    const existing = await tx
      .select()
      .from(t.wizardProcesses)
      .where(eq(t.wizardProcesses.wizardId, target.id))
    const replaced = existing.find((p) => p.identifier === source.process.identifier)
    if (replaced) await tx.delete(t.wizardProcesses).where(eq(t.wizardProcesses.id, replaced.id))
    const id = `wp-${randomUUID()}`
    const order = replaced?.order ?? Math.max(0, ...existing.map((p) => p.order)) + 1
    await tx.insert(t.wizardProcesses).values({
      id,
      wizardId: target.id,
      identifier: source.process.identifier,
      order,
      title: source.process.title,
      description: source.process.description,
      isFinished: false,
    })
    if (steps.length > 0)
      await tx
        .insert(t.wizardSteps)
        .values(
          steps.map((s) => ({ ...s, id: `ws-${randomUUID()}`, processId: id, isFinished: false, note: '' })),
        )
    // A new unfinished process reopens a finished wizard.
    const tree = await loadTree(tx, destination.id, target.id)
    await writeProgress(tx, tree, tree.wizards[0]!, new Map(), services.clock.now())
    const [created] = views(tree, destination, user, new Map())[0]!.processes.filter((p) => p.id === id)
    return created!
  })
}
