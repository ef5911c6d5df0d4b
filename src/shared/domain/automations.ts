import * as v from 'valibot'
import { isValidPhoneNumber } from './phone-numbers'

/**
 * Automations (campaigns) (spec 000 §3 'Campaign', 'Broadcast', 'Automatch', §4 'Campaign status
 * codes', 'Derived automatch status', §5 'Automation', §9). Types, statuses, the derived automatch status
 * and the automation rules as pure functions and valibot schemas: the renderer's forms and the sandbox
 * check the same rules with the same message keys (`automationMessages`, texts in
 * locales/<lng>/automations.json and English in `automationMessageTexts`). The broadcast schedule is in
 * `automations-schedule.ts`, sending (CSV, preflight) in `automations-sending.ts`, the campaign
 * conversations in `automations-conversations.ts`.
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
  requiredDataNoFlow: 'Choose a flow first: the required data is taken from its questions.',
  followUpNotFound: 'This follow-up no longer exists.',
  followUpExists: 'This automation already has its own follow-up.',
  sendAtInPast: 'Please choose a moment in the future.',
  scheduledSendNotFound: 'This scheduled send no longer exists.',
  batchActionType: 'Only a Smart Inbox batch action automation has ATS batch actions.',
  batchActionNotSupported: 'First link a WhatsApp template that supports batch actions.',
  batchActionDuplicate: 'This automation already has a batch action with this name.',
  batchActionNameRequired: 'Please enter the name recruiters see in the ATS.',
  notificationRequired: 'Please enter the notification recruiters see after running it.',
  batchActionNotFound: 'This batch action no longer exists.',
  atsFieldMappingNotFound: 'This ATS field mapping no longer exists.',
  atsFieldMappingLocked: 'A locked ATS field mapping cannot be removed.',
  whitelistPhoneInvalid: 'Please enter valid phone numbers (+31612345678).',
  whitelistTooLong: 'At most 100 test numbers.',
  clientDescriptionTooLong: 'The note can be at most 5000 characters.',
  clientDescriptionImageInvalid: 'Please enter image addresses starting with https://.',
  clientDescriptionImagesTooMany: 'At most 10 images.',
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

/** Required data holds at most this many variables. */
export const requiredDataMaxItems = 50

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
  v.maxLength(requiredDataMaxItems),
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

/**
 * syncAutomationRequiredData's rule: the variables the automation's flow stores a required answer in, in the
 * flow's order, become its required data. A name already there keeps its readable name and description as
 * written for this automation (any case); a name that is no scalar name, a repeat and any beyond the limit
 * are left out.
 */
export function requiredDataFromFlow(
  variables: readonly { name: string; humanReadableName: string }[],
  current: readonly RequiredDataItem[],
): RequiredDataItem[] {
  const written = new Map(current.map((item) => [item.name.toLowerCase(), item]))
  const seen = new Set<string>()
  const result: RequiredDataItem[] = []
  for (const variable of variables) {
    const key = variable.name.toLowerCase()
    if (seen.has(key) || !requiredDataNamePattern.test(variable.name)) continue
    seen.add(key)
    const before = written.get(key)
    result.push({
      name: variable.name,
      humanReadableName: before?.humanReadableName || variable.humanReadableName.trim() || variable.name,
      description: before?.description ?? '',
    })
  }
  return result.slice(0, requiredDataMaxItems)
}

/** The Smart Inbox labels both added and removed: a label cannot be both (the edit drawer's rule). */
export const labelsInBoth = (add: readonly string[], remove: readonly string[]): string[] =>
  add.filter((id) => remove.includes(id))

/** Phone numbers a testing (A_2) automation may send to; an empty list lets everyone through. */
export const whitelistMaxLength = 100
export const whitelistSchema = v.pipe(
  v.array(
    v.pipe(
      v.string('whitelistPhoneInvalid' satisfies AutomationMessage),
      v.trim(),
      v.check((value) => isValidPhoneNumber(value), 'whitelistPhoneInvalid' satisfies AutomationMessage),
    ),
  ),
  v.maxLength(whitelistMaxLength, 'whitelistTooLong' satisfies AutomationMessage),
)

/** Whether a send of an automation with this status and whitelist may reach the number (A_2 only checks). */
export const whitelistAllows = (
  campaign: { readonly status: string; readonly whitelist: readonly string[] },
  phoneNumber: string,
): boolean =>
  campaign.status !== 'A_2' ||
  campaign.whitelist.length === 0 ||
  campaign.whitelist.some((listed) => compactPhone(listed) === compactPhone(phoneNumber))

const compactPhone = (phoneNumber: string) => phoneNumber.trim().replace(/[\s.-]/g, '')

/** The client's note about the automation (clientDescription) and its images (clientDescriptionImages). */
export const clientDescriptionMaxLength = 5000
export const clientDescriptionImagesMax = 10
export const clientDescriptionSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(clientDescriptionMaxLength, 'clientDescriptionTooLong' satisfies AutomationMessage),
)
export const clientDescriptionImagesSchema = v.pipe(
  v.array(
    v.pipe(
      v.string('clientDescriptionImageInvalid' satisfies AutomationMessage),
      v.trim(),
      v.maxLength(2000, 'clientDescriptionImageInvalid' satisfies AutomationMessage),
      v.check((value) => {
        try {
          return new URL(value).protocol === 'https:'
        } catch {
          return false
        }
      }, 'clientDescriptionImageInvalid' satisfies AutomationMessage),
    ),
  ),
  v.maxLength(clientDescriptionImagesMax, 'clientDescriptionImagesTooMany' satisfies AutomationMessage),
)

/** Splits a text field of one entry per line into its non-empty, trimmed entries. */
export const linesOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')

/**
 * Action sources (spec 000 §9): what started an action result. ENGAGE for an Engage automation
 * (email_to_whatsapp) or one with Engage enabled, ASHL (the chatbot's own conversation) otherwise.
 */
export const actionSources = ['ASHL', 'ENGAGE'] as const
export type ActionSource = (typeof actionSources)[number]
export const actionSourceOf = (campaign: {
  readonly type: string
  readonly engageEnabled: boolean
}): ActionSource => (campaign.type === 'email_to_whatsapp' || campaign.engageEnabled ? 'ENGAGE' : 'ASHL')

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
    /** Absent (or null) keeps each of these as it is. */
    whitelist: v.nullish(whitelistSchema),
    clientDescription: v.nullish(clientDescriptionSchema),
    clientDescriptionImages: v.nullish(clientDescriptionImagesSchema),
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
