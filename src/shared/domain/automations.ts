import * as v from 'valibot'
import { organisationTimeZone } from './analytics'
import { isValidPhoneNumber } from './whatsapp-templates'

/**
 * Automations (campaigns) (spec 000 §3 'Campaign', 'Broadcast', 'Automatch', §4 'Campaign status
 * codes', 'Derived automatch status', 'Campaign conversation status', §5 'Automation', §9). Types, statuses,
 * the derived automatch status, the broadcast schedule and every automation rule as pure functions and
 * valibot schemas: the renderer's forms and the sandbox check the same rules with the same message keys
 * (`automationMessages`, texts in locales/<lng>/automations.json and English in `automationMessageTexts`).
 */

// ---- types and families ----------------------------------------------------------------------------------

export const campaignTypes = [
  'broadcast',
  'email_to_whatsapp',
  'flow',
  'web',
  'automatch_vac2cand',
  'automatch_cand2vac',
  'smart_inbox_batch_action',
] as const
export type CampaignType = (typeof campaignTypes)[number]
export const isCampaignType = (value: string): value is CampaignType =>
  (campaignTypes as readonly string[]).includes(value)

export const campaignFamilies = ['AUTOMATCH', 'ENGAGE', 'REMINDER'] as const
export type CampaignFamily = (typeof campaignFamilies)[number]

/**
 * The family of a type. The spec names the families but not the mapping; automatch types are AUTOMATCH,
 * the email-to-WhatsApp 'Engage' type is ENGAGE and every other type reaches out on a trigger or a
 * schedule, which is REMINDER (docs/decisions/automations.md).
 */
export function campaignFamily(type: CampaignType): CampaignFamily {
  if (isAutomatchType(type)) return 'AUTOMATCH'
  if (type === 'email_to_whatsapp') return 'ENGAGE'
  return 'REMINDER'
}

export const isAutomatchType = (type: string): boolean =>
  type === 'automatch_vac2cand' || type === 'automatch_cand2vac'

/** Types whose messages go out as WhatsApp templates (the send drawer and the preflight apply). */
export const sendsWhatsapp = (type: CampaignType): boolean =>
  type === 'broadcast' || type === 'email_to_whatsapp' || type === 'smart_inbox_batch_action'

// ---- status codes ------------------------------------------------------------------------------------------

/** A_0 on hold / not running, A_1 active / running, A_2 testing (spec 000 §4). */
export const campaignStatuses = ['A_0', 'A_1', 'A_2'] as const

/**
 * How an ATS field mapping fills its ATS field (spec 000 §3 'ATS field mapping'): REGULAR and OPTIONS from
 * a variable of the conversation, the FIXED_ types with a value of their own.
 */
export const atsFieldMappingTypes = [
  'REGULAR',
  'FIXED_VALUE',
  'FIXED_OPTIONS',
  'FIXED_CUSTOM_DATA_VALUE',
  'FIXED_CUSTOM_DATA_OPTIONS',
  'OPTIONS',
] as const
export type AtsFieldMappingType = (typeof atsFieldMappingTypes)[number]
export type CampaignStatus = (typeof campaignStatuses)[number]
export const isCampaignStatus = (value: string): value is CampaignStatus =>
  (campaignStatuses as readonly string[]).includes(value)

/** The display names (spec 000 §4): active, on_hold (shown as 'Paused'), testing. */
export const campaignStatusNames = { A_0: 'on_hold', A_1: 'active', A_2: 'testing' } as const
export type CampaignStatusName = (typeof campaignStatusNames)[CampaignStatus]

export const campaignStatusFilters = ['all', ...campaignStatuses] as const
export type CampaignStatusFilter = (typeof campaignStatusFilters)[number]

export const defaultCampaignStatus: CampaignStatus = 'A_1'

/** The status as stored and shown: an automatch cannot be testing, so a received A_2 is A_0 (spec 000 §4). */
export function effectiveCampaignStatus(type: string, status: CampaignStatus): CampaignStatus {
  return isAutomatchType(type) && status === 'A_2' ? 'A_0' : status
}

// ---- search and filters (spec 000 §5 'Campaign search and filters') ---------------------------------------

export interface CampaignFilter {
  readonly search?: string
  readonly type?: string
  readonly status?: CampaignStatusFilter
}

export function matchesCampaignFilter(
  campaign: { readonly name: string; readonly type: string; readonly status: CampaignStatus },
  filter: CampaignFilter,
): boolean {
  const search = filter.search?.trim().toLocaleLowerCase() ?? ''
  if (search && !campaign.name.toLocaleLowerCase().includes(search)) return false
  if (filter.type && !campaign.type.includes(filter.type)) return false
  if (filter.status && filter.status !== 'all' && campaign.status !== filter.status) return false
  return true
}

// ---- automatch publishing and the derived status -----------------------------------------------------------

export const publishStages = ['PUBLISHED', 'FAILED', 'TOGGLE_SCHEDULE', 'CLONE_CONNECTOR_SETTINGS'] as const
export type PublishStage = (typeof publishStages)[number]

/** Spec 000 §9, spec 001 §9: the publish status is polled every 5,000 ms until a non-null result. */
export const automatchPublishPollMs = 5_000
/** Spec 000 §9: default automatch page limit. */
export const defaultAutomatchPageLimit = 0
/** Spec 000 §9: automation publish takes up to 2 minutes; the sandbox takes a part of that. */
export const automatchPublishMaxMs = 120_000

export const publicationStatuses = [
  'published',
  'failed',
  'running',
  'needs_publishing',
  'not_running',
] as const
export type PublicationStatus = (typeof publicationStatuses)[number]

/** The status texts (keys under `derived.` in automations.json). */
export const derivedStatusTexts = [
  'automationNotRunning',
  'automationRunning',
  'needsPublish',
  'previousNotRunning',
  'failed',
  'disablingSchedule',
  'enablingSchedule',
  'cloningConnectorSettings',
] as const
export type DerivedStatusText = (typeof derivedStatusTexts)[number]

export interface AutomatchState {
  readonly status: CampaignStatus
  readonly publishStage: PublishStage | null
  /** Modification times (epoch ms) of the draft and active configurations; null when there is none. */
  readonly draftModified: number | null
  readonly activeModified: number | null
}

export interface DerivedAutomatchStatus {
  readonly publication: PublicationStatus
  readonly text: DerivedStatusText
  /** Publishing or toggling is under way: the screen shows progress and polls. */
  readonly busy: boolean
  readonly schedule: 'running' | 'stopped'
}

/**
 * The derived automatch status of spec 000 §4, in its order: a failed publish first; a toggle or clone
 * under way; then by status code: A_1 with a draft newer than the active configuration needs publishing,
 * else runs; A_0 with an active configuration newer than the draft is the previous automation not running,
 * else the automation not running. An automatch never published (no active configuration) needs
 * publishing whatever its status.
 */
export function deriveAutomatchStatus(state: AutomatchState): DerivedAutomatchStatus {
  const status = state.status === 'A_2' ? 'A_0' : state.status
  const schedule: DerivedAutomatchStatus['schedule'] = status === 'A_1' ? 'running' : 'stopped'
  const of = (
    publication: PublicationStatus,
    text: DerivedStatusText,
    busy = false,
  ): DerivedAutomatchStatus => ({
    publication,
    text,
    busy,
    schedule,
  })
  switch (state.publishStage) {
    case 'FAILED':
      return of('failed', 'failed')
    case 'TOGGLE_SCHEDULE':
      return of('running', status === 'A_1' ? 'disablingSchedule' : 'enablingSchedule', true)
    case 'CLONE_CONNECTOR_SETTINGS':
      return of('running', 'cloningConnectorSettings', true)
    default:
      break
  }
  if (state.activeModified === null) return of('needs_publishing', 'needsPublish')
  const draftNewer = state.draftModified !== null && state.draftModified > state.activeModified
  if (status === 'A_1')
    return draftNewer ? of('needs_publishing', 'needsPublish') : of('running', 'automationRunning')
  return draftNewer ? of('not_running', 'automationNotRunning') : of('not_running', 'previousNotRunning')
}

// ---- campaign conversations ---------------------------------------------------------------------------------

export const campaignConversationStatuses = [
  'delivered',
  'sent',
  'read',
  'replied',
  'finished',
  'error',
  'ignored',
  'failed',
] as const
export type CampaignConversationStatus = (typeof campaignConversationStatuses)[number]
export const isCampaignConversationStatus = (value: string): value is CampaignConversationStatus =>
  (campaignConversationStatuses as readonly string[]).includes(value)

/** Spec 000 §9: campaign conversation page size 20. */
export const campaignConversationPageSize = 20

/** The statuses a conversation no longer leaves. */
export const finalConversationStatuses: readonly CampaignConversationStatus[] = [
  'finished',
  'error',
  'ignored',
  'failed',
]

export const conversationSortFields = [
  'conversation_start',
  'conversation_end',
  'status',
  'phone_number',
] as const
export type ConversationSortField = (typeof conversationSortFields)[number]

// ---- broadcast schedule ----------------------------------------------------------------------------------------

/** Interval choices in minutes (spec 000 §9): 10 min, 30 min, 1 h, 3 h, 6 h, 1 day, 1 week. */
export const broadcastIntervalChoices = [10, 30, 60, 180, 360, 1_440, 10_080] as const
export type BroadcastInterval = (typeof broadcastIntervalChoices)[number]
export const defaultBroadcastInterval: BroadcastInterval = 360

/** Weekdays A_1 (Monday) to A_7 (Sunday); working days A_1 to A_5 (spec 000 §9). */
export const weekdayCodes = ['A_1', 'A_2', 'A_3', 'A_4', 'A_5', 'A_6', 'A_7'] as const
export type WeekdayCode = (typeof weekdayCodes)[number]
export const defaultAllowedDays: readonly WeekdayCode[] = ['A_1', 'A_2', 'A_3', 'A_4', 'A_5']

export const defaultBroadcastWindow = { minExecutionTime: '09:00', maxExecutionTime: '17:00' } as const
export const wholeDayWindow = { minExecutionTime: '00:00', maxExecutionTime: '23:59' } as const

export interface BroadcastSchedule {
  readonly interval: number
  readonly allowedDays: readonly WeekdayCode[]
  /** HH:mm, organisation time. */
  readonly minExecutionTime: string
  readonly maxExecutionTime: string
  /** How often one candidate may be approached by this campaign. */
  readonly approachLimit: number
}

export const defaultBroadcastSchedule: BroadcastSchedule = {
  interval: defaultBroadcastInterval,
  allowedDays: defaultAllowedDays,
  ...defaultBroadcastWindow,
  approachLimit: 1,
}

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

const zonedFormatters = new Map<string, Intl.DateTimeFormat>()
/** The ISO weekday (1 = Monday) and minute of the day of `ms` in `timeZone`. */
export function zonedWeekMinute(ms: number, timeZone = organisationTimeZone) {
  let f = zonedFormatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    zonedFormatters.set(timeZone, f)
  }
  const parts: Record<string, string> = {}
  for (const p of f.formatToParts(new Date(ms))) parts[p.type] = p.value
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts['weekday'] ?? '') + 1
  return { weekday, minute: Number(parts['hour']) * 60 + Number(parts['minute']) }
}

/** Whether `ms` falls on an allowed day inside the window (both ends included: 23:59 means the whole minute). */
export function withinSchedule(
  schedule: Pick<BroadcastSchedule, 'allowedDays' | 'minExecutionTime' | 'maxExecutionTime'>,
  ms: number,
  timeZone = organisationTimeZone,
): boolean {
  const { weekday, minute } = zonedWeekMinute(ms, timeZone)
  if (!schedule.allowedDays.includes(`A_${weekday}` as WeekdayCode)) return false
  return minute >= minutesOf(schedule.minExecutionTime) && minute <= minutesOf(schedule.maxExecutionTime)
}

/**
 * The next time the broadcast runs after one at `last` (or, never run, from `from`): `interval` minutes
 * later, moved forward to the next moment inside the allowed days and window (organisation time). Null
 * when the schedule allows no moment at all.
 */
export function nextBroadcastTime(
  schedule: Pick<BroadcastSchedule, 'interval' | 'allowedDays' | 'minExecutionTime' | 'maxExecutionTime'>,
  from: number,
  last: number | null,
  timeZone = organisationTimeZone,
): number | null {
  if (schedule.allowedDays.length === 0) return null
  const minute = 60_000
  let at = last === null ? from : Math.max(from, last + schedule.interval * minute)
  at = Math.ceil(at / minute) * minute
  const start = minutesOf(schedule.minExecutionTime)
  // Jumps to the window's start or the next midnight; a few hundred steps cover two weeks (a DST change
  // only costs a step more).
  for (let i = 0; i < 200; i += 1) {
    if (withinSchedule(schedule, at, timeZone)) return at
    const { weekday, minute: ofDay } = zonedWeekMinute(at, timeZone)
    const allowedDay = schedule.allowedDays.includes(`A_${weekday}` as WeekdayCode)
    at += (allowedDay && ofDay < start ? start - ofDay : 24 * 60 - ofDay) * minute
  }
  return null
}

// ---- messages -------------------------------------------------------------------------------------------------

/** Message keys (locales/<lng>/automations.json `messages.<key>`), and the English text the sandbox answers. */
export const automationMessageTexts = {
  nameRequired: 'Please enter a name.',
  nameSpecialCharacters: 'The name may only contain letters, digits, spaces, hyphens and underscores.',
  nameTooLong: 'The name can be at most 100 characters.',
  nameDuplicate: 'An automation with this name already exists.',
  templateNameDuplicate: 'An automation template with this name already exists.',
  typeRequired: 'Please choose a type.',
  phoneInvalid: 'Please enter a valid phone number (+31612345678).',
  parameterMissing: 'Please fill in every template parameter.',
  csvNotCommaSeparated: 'The file must be comma separated.',
  csvParse: 'The file could not be read as CSV.',
  csvMissingColumns: 'The file misses expected columns.',
  csvNoValidMessages: 'The file has no valid message rows.',
  documentType: 'Only docx, Word or PDF documents.',
  documentTooLarge: 'The document can be at most 8 MB.',
  documentUploadFailed: 'The document could not be uploaded.',
  intervalChoice: 'Please choose one of the intervals.',
  allowedDaysRequired: 'Please choose at least one day.',
  timeInvalid: 'Please enter a time as HH:mm.',
  windowOrder: 'The start time must be earlier than the end time.',
  approachLimit: 'The approach limit must be a whole number of at least 1.',
  getRecipientsError: 'GetRecipientsError',
  destinationGetterFailed: 'Something went wrong',
  unknownCause: 'The cause of the error is unknown.',
  updateCampaign: 'The automation has been saved.',
  updateCampaignFailed: 'Something went wrong.',
  campaignImportFailed: 'The automation could not be imported.',
  templateImportFailed: 'The automation template could not be imported.',
  templateSyncFailed: 'The templates could not be synchronised.',
  sendMessageFailed: 'The messages could not be sent.',
  noRecipients: 'There is nobody to send to.',
  noConversationsToExport: 'There are no conversations to export',
  replayFailed: 'The action could not be run again.',
  publishFailed: 'Publishing the automation failed.',
  labelAddedAndRemoved: 'A label cannot be both added and removed.',
  requiredDataName: 'Please enter a name of letters, digits and underscores, starting with a letter.',
  requiredDataDuplicate: 'This name is already used by other required data.',
  requiredDataLabel: 'Please enter a readable name.',
  followUpNotFound: 'This follow-up no longer exists.',
  followUpExists: 'This automation already has its own follow-up.',
  sendAtInPast: 'Please choose a moment in the future.',
  scheduledSendNotFound: 'This scheduled send no longer exists.',
  batchActionType: 'Only a Smart Inbox batch action automation has ATS batch actions.',
  batchActionNotSupported: 'First link a WhatsApp template that supports batch actions.',
  batchActionDuplicate: 'This automation already has a batch action with this name.',
  batchActionNameRequired: 'Please enter the name recruiters see in the ATS.',
  notificationRequired: 'Please enter the notification recruiters see after running it.',
  atsFieldMappingNotFound: 'This ATS field mapping no longer exists.',
  atsFieldMappingLocked: 'A locked ATS field mapping cannot be removed.',
} as const
export type AutomationMessage = keyof typeof automationMessageTexts

// ---- the automation rules (spec 000 §5 'Automation') ----------------------------------------------------------

export const automationNameMaxLength = 100
/** Letters of any script, digits, spaces, hyphens, underscores and full stops; anything else is special. */
const namePattern = /^[\p{L}\p{M}\p{N} _.-]+$/u

export function automationNameProblem(name: string): AutomationMessage | null {
  const trimmed = name.trim()
  if (trimmed === '') return 'nameRequired'
  if ([...trimmed].length > automationNameMaxLength) return 'nameTooLong'
  if (!namePattern.test(trimmed)) return 'nameSpecialCharacters'
  return null
}

export const automationNameSchema = v.pipe(
  v.string('nameRequired' satisfies AutomationMessage),
  v.trim(),
  v.check(
    (name) => automationNameProblem(name) === null,
    (issue) => automationNameProblem(String(issue.input)) ?? '',
  ),
)

/** Import (spec 000 §5): a name that another automation (or template) already has is refused, any case. */
export function duplicateName(name: string, existing: readonly string[]): boolean {
  const key = name.trim().toLocaleLowerCase()
  return existing.some((other) => other.trim().toLocaleLowerCase() === key)
}

const optionalId = v.nullable(v.pipe(v.string(), v.minLength(1)))

export const campaignCreateSchema = v.object({
  name: automationNameSchema,
  type: v.picklist(campaignTypes, 'typeRequired' satisfies AutomationMessage),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000)), ''),
  templateId: v.optional(optionalId, null),
  flowId: v.optional(optionalId, null),
})
export type CampaignCreateValues = v.InferOutput<typeof campaignCreateSchema>

/** The create modal's form: every field present (the server's schema above lets the optional ones out). */
export const campaignCreateFormSchema = v.object({
  name: automationNameSchema,
  type: v.picklist(campaignTypes, 'typeRequired' satisfies AutomationMessage),
  description: v.pipe(v.string(), v.trim(), v.maxLength(1000)),
  templateId: optionalId,
  flowId: optionalId,
})

/** A required-data name is a scalar name: a letter, then letters, digits or underscores. */
const requiredDataNamePattern = /^[A-Za-z][A-Za-z0-9_]*$/

/**
 * Required data (spec 000 §3 'Campaign' requiredData): what a conversation of the automation must have
 * collected, by scalar name with a readable name and a description. Names are unique (any case).
 */
export const requiredDataSchema = v.pipe(
  v.array(
    v.object({
      name: v.pipe(
        v.string('requiredDataName' satisfies AutomationMessage),
        v.trim(),
        v.regex(requiredDataNamePattern, 'requiredDataName'),
        v.maxLength(100, 'requiredDataName'),
      ),
      humanReadableName: v.pipe(
        v.string('requiredDataLabel' satisfies AutomationMessage),
        v.trim(),
        v.minLength(1, 'requiredDataLabel'),
        v.maxLength(100, 'requiredDataLabel'),
      ),
      description: v.pipe(v.string(), v.trim(), v.maxLength(500)),
    }),
  ),
  v.maxLength(50),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const seen = new Set<string>()
    dataset.value.forEach((item, index) => {
      const key = item.name.toLowerCase()
      if (seen.has(key))
        addIssue({
          message: 'requiredDataDuplicate' satisfies AutomationMessage,
          path: [
            {
              type: 'array',
              origin: 'value',
              input: dataset.value,
              key: index,
              value: item,
            },
            { type: 'object', origin: 'value', input: item, key: 'name', value: item.name },
          ],
        })
      seen.add(key)
    })
  }),
)
export type RequiredDataItem = v.InferOutput<typeof requiredDataSchema>[number]

/** The Smart Inbox labels both added and removed: a label cannot be both (the edit drawer's rule). */
export const labelsInBoth = (add: readonly string[], remove: readonly string[]): string[] =>
  add.filter((id) => remove.includes(id))

export const campaignEditSchema = v.pipe(
  v.object({
    name: automationNameSchema,
    description: v.pipe(v.string(), v.trim(), v.maxLength(1000)),
    status: v.picklist(campaignStatuses),
    flowId: optionalId,
    onFinishProcessorId: optionalId,
    onFailProcessorId: optionalId,
    whatsappDefinitionId: optionalId,
    followUpId: optionalId,
    smartInboxLabels: v.pipe(v.array(v.string()), v.maxLength(100)),
    removeSmartInboxLabels: v.pipe(v.array(v.string()), v.maxLength(100)),
    engageEnabled: v.boolean(),
    /** Absent (or null) keeps the automation's required data as it is. */
    requiredData: v.nullish(requiredDataSchema),
    /** The ATS field mappings the automation writes; absent (or null) keeps them as they are. */
    atsFieldMappingIds: v.nullish(v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.maxLength(200))),
  }),
  v.forward(
    v.check(
      (values) => labelsInBoth(values.smartInboxLabels, values.removeSmartInboxLabels).length === 0,
      'labelAddedAndRemoved' satisfies AutomationMessage,
    ),
    ['removeSmartInboxLabels'],
  ),
)
export type CampaignEditValues = v.InferOutput<typeof campaignEditSchema>

const timeSchema = v.pipe(
  v.string('timeInvalid' satisfies AutomationMessage),
  v.regex(timePattern, 'timeInvalid'),
)

export const broadcastScheduleSchema = v.pipe(
  v.object({
    interval: v.pipe(
      v.number('intervalChoice' satisfies AutomationMessage),
      v.check((n) => (broadcastIntervalChoices as readonly number[]).includes(n), 'intervalChoice'),
    ),
    allowedDays: v.pipe(
      v.array(v.picklist(weekdayCodes)),
      v.minLength(1, 'allowedDaysRequired' satisfies AutomationMessage),
    ),
    minExecutionTime: timeSchema,
    maxExecutionTime: timeSchema,
    approachLimit: v.pipe(
      v.number('approachLimit' satisfies AutomationMessage),
      v.integer('approachLimit'),
      v.minValue(1, 'approachLimit'),
    ),
  }),
  v.forward(
    v.check(
      (s) =>
        !timePattern.test(s.minExecutionTime) ||
        !timePattern.test(s.maxExecutionTime) ||
        minutesOf(s.minExecutionTime) < minutesOf(s.maxExecutionTime),
      'windowOrder' satisfies AutomationMessage,
    ),
    ['maxExecutionTime'],
  ),
)
export type BroadcastScheduleValues = v.InferOutput<typeof broadcastScheduleSchema>

/**
 * Follow-ups (spec 000 §3 'Follow-up'): BROADCAST is a broadcast campaign's own schedule, FOLLOW_UP one an
 * automation creates to approach its candidates again who have not replied. Both have a name and the
 * broadcast's schedule rules.
 */
export const followUpKinds = ['BROADCAST', 'FOLLOW_UP'] as const
export type FollowUpKind = (typeof followUpKinds)[number]

export const followUpSchema = v.object({ name: automationNameSchema, schedule: broadcastScheduleSchema })
export type FollowUpValues = v.InferOutput<typeof followUpSchema>

/** The ATS records a batch action runs on (spec 000 §3 'ATS batch action' entityType). */
export const atsBatchEntityTypes = ['candidate', 'vacancy', 'contact'] as const

const requiredText = (message: AutomationMessage, max: number) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, message))

/**
 * An ATS batch action's setup (spec 000 §3 'ATS batch action'): the name recruiters see in the ATS, the
 * records it runs on, and the notification the ATS shows after a run. The ATS gives the external id, the
 * server the url the ATS calls.
 */
export const atsBatchActionSchema = v.object({
  name: requiredText('batchActionNameRequired', 100),
  entityType: v.picklist(atsBatchEntityTypes, 'typeRequired' satisfies AutomationMessage),
  notificationHeader: requiredText('notificationRequired', 100),
  notificationBody: requiredText('notificationRequired', 500),
})
export type AtsBatchActionValues = v.InferOutput<typeof atsBatchActionSchema>

/** A send scheduled from the send drawer's Schedule tab must lie in the future (sandbox clock). */
export function sendAtProblem(at: number, now: number): AutomationMessage | null {
  return Number.isFinite(at) && at > now ? null : 'sendAtInPast'
}

/** The send drawer's Form tab: a valid phone number and every template parameter filled. */
export function sendFormSchema(parameterNames: readonly string[]) {
  return v.object({
    phoneNumber: v.pipe(
      v.string('phoneInvalid' satisfies AutomationMessage),
      v.trim(),
      v.check((value) => isValidPhoneNumber(value), 'phoneInvalid'),
    ),
    parameters: v.object(
      Object.fromEntries(
        parameterNames.map((name) => [
          name,
          v.pipe(
            v.string('parameterMissing' satisfies AutomationMessage),
            v.trim(),
            v.minLength(1, 'parameterMissing'),
          ),
        ]),
      ),
    ),
  })
}

/** Document uploads (spec 000 §5, §9): docx, Word or PDF, at most 8 MB. */
export const documentMaxBytes = 8 * 1024 * 1024
export const documentExtensions = ['docx', 'doc', 'pdf'] as const
export const documentMimeTypes = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
  'application/pdf',
] as const

export function documentProblem(file: {
  readonly name: string
  readonly size: number
}): AutomationMessage | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? ''
  if (!(documentExtensions as readonly string[]).includes(extension)) return 'documentType'
  if (file.size > documentMaxBytes) return 'documentTooLarge'
  return null
}

// ---- CSV (the send drawer's Upload CSV tab) ------------------------------------------------------------------

/** The column every CSV has besides the template parameters, and the optional language column. */
export const phoneColumn = 'phone_number'
export const languageColumn = 'language'

export type CsvRowProblem = 'phoneInvalid' | 'parameterMissing' | 'columnCount'

export interface CsvRecipientRow {
  /** The row's line number in the file (the header is line 1). */
  readonly line: number
  readonly phoneNumber: string
  readonly language: string | null
  readonly parameters: Readonly<Record<string, string>>
}

export interface CsvRowError {
  readonly line: number
  readonly problems: readonly CsvRowProblem[]
  /** The parameters that are empty, for 'parameterMissing'. */
  readonly missing: readonly string[]
}

export type CsvResult =
  | {
      readonly ok: true
      readonly rows: readonly CsvRecipientRow[]
      readonly rowErrors: readonly CsvRowError[]
    }
  | {
      readonly ok: false
      readonly error: 'csvNotCommaSeparated' | 'csvParse' | 'csvMissingColumns' | 'csvNoValidMessages'
      /** csvParse: the line the parse broke on; csvMissingColumns: the columns missing. */
      readonly line?: number
      readonly missingColumns?: readonly string[]
      readonly rowErrors?: readonly CsvRowError[]
    }

/**
 * Splits CSV text into records of fields (RFC 4180: comma separated, double quotes around fields with
 * commas, quotes or newlines; "" inside quotes is one quote). Each record keeps the line it starts on.
 * Null with the line of an unterminated quote or of text after a closing quote.
 */
export function splitCsv(
  text: string,
): { records: { line: number; fields: string[] }[] } | { brokenAt: number } {
  const records: { line: number; fields: string[] }[] = []
  let fields: string[] = []
  let field = ''
  let line = 1
  let recordLine = 1
  let quoted = false
  let quoteClosed = false
  let quoteLine = 1
  const source = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"'
          i += 1
        } else {
          quoted = false
          quoteClosed = true
        }
      } else {
        if (char === '\n') line += 1
        field += char
      }
      continue
    }
    if (char === '"') {
      if (field !== '' || quoteClosed) return { brokenAt: line }
      quoted = true
      quoteLine = line
    } else if (char === ',') {
      fields.push(field)
      field = ''
      quoteClosed = false
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i += 1
      fields.push(field)
      records.push({ line: recordLine, fields })
      fields = []
      field = ''
      quoteClosed = false
      line += 1
      recordLine = line
    } else {
      if (quoteClosed) return { brokenAt: line }
      field += char
    }
  }
  if (quoted) return { brokenAt: quoteLine }
  if (field !== '' || fields.length > 0) {
    fields.push(field)
    records.push({ line: recordLine, fields })
  }
  // Blank lines are no records.
  return { records: records.filter((r) => !(r.fields.length === 1 && r.fields[0]!.trim() === '')) }
}

/**
 * The Upload CSV rules of spec 000 §5: comma separated, parseable, every expected column (the phone number
 * and each template parameter; a `language` column is optional), and at least one valid message row. Rows
 * with problems are reported with their line number; the valid ones are the recipients.
 */
export function parseRecipientsCsv(text: string, parameterNames: readonly string[]): CsvResult {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? ''
  if (!firstLine.includes(',') && /[;\t|]/.test(firstLine))
    return { ok: false, error: 'csvNotCommaSeparated' }
  const split = splitCsv(text)
  if ('brokenAt' in split) return { ok: false, error: 'csvParse', line: split.brokenAt }
  const [header, ...body] = split.records
  if (!header)
    return { ok: false, error: 'csvMissingColumns', missingColumns: [phoneColumn, ...parameterNames] }
  const columns = header.fields.map((c) => c.trim())
  const missingColumns = [phoneColumn, ...parameterNames].filter((c) => !columns.includes(c))
  if (missingColumns.length > 0) return { ok: false, error: 'csvMissingColumns', missingColumns }
  const index = (name: string) => columns.indexOf(name)
  const rows: CsvRecipientRow[] = []
  const rowErrors: CsvRowError[] = []
  for (const record of body) {
    if (record.fields.length !== columns.length) {
      rowErrors.push({ line: record.line, problems: ['columnCount'], missing: [] })
      continue
    }
    const value = (name: string) => (record.fields[index(name)] ?? '').trim()
    const phoneNumber = value(phoneColumn)
    const parameters = Object.fromEntries(parameterNames.map((name) => [name, value(name)]))
    const missing = parameterNames.filter((name) => parameters[name] === '')
    const problems: CsvRowProblem[] = []
    if (!isValidPhoneNumber(phoneNumber)) problems.push('phoneInvalid')
    if (missing.length > 0) problems.push('parameterMissing')
    if (problems.length > 0) {
      rowErrors.push({ line: record.line, problems, missing })
      continue
    }
    const language = index(languageColumn) >= 0 ? value(languageColumn) || null : null
    rows.push({ line: record.line, phoneNumber: phoneNumber.replace(/[\s.-]/g, ''), language, parameters })
  }
  if (rows.length === 0) return { ok: false, error: 'csvNoValidMessages', rowErrors }
  return { ok: true, rows, rowErrors }
}

// ---- preflight (before anything is sent) ----------------------------------------------------

export const skipReasons = [
  'phoneInvalid',
  'parameterMissing',
  'noApprovedTemplate',
  'outsideSchedule',
  'approachLimitReached',
] as const
export type SkipReason = (typeof skipReasons)[number]

export interface PreflightRecipient {
  /** The CSV line, when the recipient came from a file. */
  readonly line?: number
  readonly phoneNumber: string
  /** The candidate's language tag ('nl-NL'); null uses the template's first approved language. */
  readonly language: string | null
  readonly parameters: Readonly<Record<string, string>>
  /** How often this campaign approached the candidate before. */
  readonly approaches: number
}

export interface PreflightTemplate {
  /** Parameters in order: {{index}} in a variant's content is the value of `name`. */
  readonly parameters: readonly { readonly index: number; readonly name: string }[]
  readonly variants: readonly {
    readonly languageTag: string
    readonly approved: boolean
    readonly content: string
  }[]
}

export interface PreflightLine {
  readonly line: number | null
  readonly phoneNumber: string
  readonly languageTag: string | null
  /** The message as it will be sent; null when skipped. */
  readonly message: string | null
  readonly skip: SkipReason | null
  /** For parameterMissing: which ones. */
  readonly missing: readonly string[]
}

export interface PreflightResult {
  readonly lines: readonly PreflightLine[]
  readonly totals: {
    readonly recipients: number
    readonly send: number
    readonly skipped: number
  } & Readonly<Record<SkipReason, number>>
}

/** Fills {{n}} with the value of the parameter of index n. */
export function renderTemplate(
  content: string,
  parameters: PreflightTemplate['parameters'],
  values: Readonly<Record<string, string>>,
): string {
  const byIndex = new Map(parameters.map((p) => [String(p.index), p.name]))
  return content.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, n: string) => {
    const name = byIndex.get(n)
    return name === undefined ? whole : (values[name] ?? whole)
  })
}

/**
 * What a send would do, per recipient: the rendered message, or the first reason the recipient is skipped
 * (in the order of `skipReasons`), with totals. `schedule` null sends at once whatever the time (a form or
 * CSV send of a campaign without a broadcast schedule), else now must be inside its days and window, and
 * each recipient under its approach limit.
 */
export function preflight(
  recipients: readonly PreflightRecipient[],
  template: PreflightTemplate,
  schedule: BroadcastSchedule | null,
  now: number,
  timeZone = organisationTimeZone,
): PreflightResult {
  const approved = template.variants.filter((variant) => variant.approved)
  const open = schedule === null || withinSchedule(schedule, now, timeZone)
  const lines = recipients.map((recipient): PreflightLine => {
    const base = { line: recipient.line ?? null, phoneNumber: recipient.phoneNumber }
    const missing = template.parameters
      .map((p) => p.name)
      .filter((name) => (recipient.parameters[name] ?? '').trim() === '')
    const variant = recipient.language
      ? approved.find((candidate) => candidate.languageTag === recipient.language)
      : approved[0]
    const skip: SkipReason | null = !isValidPhoneNumber(recipient.phoneNumber)
      ? 'phoneInvalid'
      : missing.length > 0
        ? 'parameterMissing'
        : !variant
          ? 'noApprovedTemplate'
          : !open
            ? 'outsideSchedule'
            : schedule && recipient.approaches >= schedule.approachLimit
              ? 'approachLimitReached'
              : null
    return {
      ...base,
      languageTag: variant?.languageTag ?? recipient.language,
      message:
        skip === null && variant
          ? renderTemplate(variant.content, template.parameters, recipient.parameters)
          : null,
      skip,
      missing: skip === 'parameterMissing' ? missing : [],
    }
  })
  const count = (reason: SkipReason) => lines.filter((l) => l.skip === reason).length
  const send = lines.filter((l) => l.skip === null).length
  return {
    lines,
    totals: {
      recipients: lines.length,
      send,
      skipped: lines.length - send,
      phoneInvalid: count('phoneInvalid'),
      parameterMissing: count('parameterMissing'),
      noApprovedTemplate: count('noApprovedTemplate'),
      outsideSchedule: count('outsideSchedule'),
      approachLimitReached: count('approachLimitReached'),
    },
  }
}
