import * as v from 'valibot'
import { automatchPublishPollMs } from '@shared/domain/automations'
import { automationFileFormat, importFileSchema } from '@shared/domain/automations-templates'
import { defaultLanguage, type InterfaceLanguage } from '@shared/domain/languages'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation } from '@shared/graphql/operation'
import { apiErrorCodes } from '@shared/ipc/api'
import { automationsContract, type AutomatchPublishWatch } from '@shared/ipc/automations'
import { PortalError } from '@shared/ipc/errors'
import type { SessionInfo } from '@shared/ipc/session'
import enUS from '../../../locales/en-US/automations.json' with { type: 'json' }
import nlNL from '../../../locales/nl-NL/automations.json' with { type: 'json' }
import { graphqlRequest } from '../api/graphql-request'
import { parseServerReply, type PortalApi } from '../api/portal-api'
import { formatRecord, utf8Bom } from '../exports/csv-format'
import type { ExportJobs } from '../exports/export-jobs'
import type { EventHub } from '../ipc/event-hub'
import type { MainModule } from '../modules/main-module'
import { fill, type Notifier } from '../notifications/notifier'
import { createPoller, type Poller, type PollerTimers } from '../polling/poller'
import type { SessionService } from '../session/session-service'
import { campaignConversationsExportSource, campaignDataFields } from './automations-conversations-export'

export interface AutomationsModuleDeps {
  readonly api: Pick<PortalApi, 'graphql' | 'rest'>
  /** The selected chatbot's project (its name) is where the conversations are asked for. */
  readonly session: Promise<Pick<SessionService, 'selectedChatbot'>>
  readonly events: Pick<EventHub, 'emit'>
  readonly notifier: Notifier
  /** Brings the window to the front (the notification was clicked). */
  readonly focusWindow: () => void
  /** The language chosen in the preferences, if any; else the signed-in user's (for the notification). */
  readonly language: () => InterfaceLanguage | null
  /** The export job: the campaign conversations are its source; the import file is saved like an export. */
  readonly exports: Pick<ExportJobs, 'start' | 'saveDocument'>
  readonly log: (message: string, detail?: unknown) => void
  readonly now?: () => number
  readonly timers?: PollerTimers
  readonly random?: () => number
}

export interface AutomationsModule extends MainModule {
  readonly poller: Poller
}

const statusOperation = graphqlOperation(
  'automatch publish status',
  chatbotGraphql(`
    query AutomatchPublishWatch($campaignId: ID!) {
      pollAutomatchPublishStatus(campaignId: $campaignId) {
        stage
        campaign {
          id
          name
          draftAutomatch {
            publishJobId
          }
        }
      }
    }
  `),
  v.object({
    pollAutomatchPublishStatus: v.nullable(
      v.object({
        stage: v.string(),
        campaign: v.object({
          id: v.string(),
          name: v.string(),
          draftAutomatch: v.nullable(v.object({ publishJobId: v.nullable(v.string()) })),
        }),
      }),
    ),
  }),
)

// The file is JSON to the schema; it is then checked against what Import reads, so a saved file can
// always be imported again.
const exportOperation = graphqlOperation(
  'automation import file',
  chatbotGraphql(`
    query AutomationImportFile($id: ID!) {
      exportCampaign(id: $id)
    }
  `),
  v.object({ exportCampaign: v.unknown() }),
)
const templateExportOperation = graphqlOperation(
  'automation template file',
  chatbotGraphql(`
    query AutomationTemplateFile($id: ID!) {
      exportAutomationTemplate(id: $id)
    }
  `),
  v.object({ exportAutomationTemplate: v.unknown() }),
)

/** An automation's name as a file name every OS accepts ("Alert: chauffeurs?" → "Alert chauffeurs"). */
export function importFileNameOf(name: string): string {
  const printable = Array.from(name, (c) => (c.charCodeAt(0) < 32 ? ' ' : c)).join('')
  const safe = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[. ]+$/, '')
  return safe.slice(0, 120).trim() || 'automation'
}

const texts: Record<InterfaceLanguage, typeof enUS.publishWatch> = {
  'en-US': enUS.publishWatch,
  'nl-NL': nlNL.publishWatch,
}

interface PublishEnd {
  readonly stage: string
  readonly name: string
  /** The publish job that ended: its end is told once, however often it is watched. */
  readonly jobId: string
}
type Outcome = { readonly campaignId: string; readonly end: PublishEnd | null }

/**
 * The automatch publish poller (spec 000 §4 and §9): every 5,000 ms through the shared poller it
 * asks `pollAutomatchPublishStatus` for every automatch being published, also while the window is hidden,
 * until the answer is not null; the renderer hears every check. When publishing ends (PUBLISHED or FAILED)
 * a native notification in the interface language says so once; its click opens that automation. Signing
 * out or choosing another chatbot ends every watch. The module also starts the campaign conversations
 * export on the inbox's export job.
 */
export function createAutomationsModule(deps: AutomationsModuleDeps): AutomationsModule {
  const now = deps.now ?? Date.now
  const watches = new Map<string, AutomatchPublishWatch>()
  // A watch asked for again after its publish ended (a screen still showing the old status) answers at
  // once: the screen hears the end again, the user is not notified twice.
  const notifiedJobs = new Set<string>()
  let selectedChatbot: string | null = null
  let session: Pick<SessionService, 'selectedChatbot'> | null = null
  void deps.session.then((service) => (session = service))
  let userLanguage: InterfaceLanguage | null = null

  const publish = (watch: AutomatchPublishWatch) =>
    deps.events.emit(automationsContract.onDidChangePublish, watch)

  function notifyEnd(campaignId: string, stage: string, name: string) {
    const strings = texts[deps.language() ?? userLanguage ?? defaultLanguage]
    deps.notifier.show({
      title: strings.notificationTitle,
      body: fill(stage === 'PUBLISHED' ? strings.published : strings.failed, { name }),
      onClick: () => {
        deps.focusWindow()
        deps.events.emit(automationsContract.onDidRequestAutomation, { campaignId })
      },
    })
  }

  async function check(campaignId: string): Promise<Outcome | null> {
    try {
      const reply = await graphqlRequest(deps.api, 'chatbot', statusOperation, { campaignId })
      const status = reply.pollAutomatchPublishStatus
      if (!status) return { campaignId, end: null }
      const jobId = status.campaign.draftAutomatch?.publishJobId ?? `${campaignId}:${status.stage}`
      return { campaignId, end: { stage: status.stage, name: status.campaign.name, jobId } }
    } catch (error) {
      // A deleted automation has nothing left to publish: its watch ends without a notification.
      if (error instanceof PortalError && error.code === apiErrorCodes.notFound) {
        watches.delete(campaignId)
        return null
      }
      throw error
    }
  }

  const poller = createPoller<Outcome[]>({
    name: 'automatch-publishing',
    intervalMs: automatchPublishPollMs,
    maxBackoffMs: 60_000,
    // Publishing runs on the server whether the window shows or not; the user hears when it ends.
    pauseWhileHidden: false,
    ...(deps.timers ? { timers: deps.timers } : {}),
    ...(deps.random ? { random: deps.random } : {}),
    task: async () => {
      const outcomes = await Promise.allSettled([...watches.keys()].map(check))
      const answered = outcomes.flatMap((o) => (o.status === 'fulfilled' && o.value ? [o.value] : []))
      const failed = outcomes.find((o) => o.status === 'rejected')
      // Every check failed: back off; otherwise what did answer counts.
      if (failed && answered.length === 0) throw failed.reason
      return answered
    },
    onResult: (outcomes) => {
      const checkedAt = now()
      for (const { campaignId, end } of outcomes) {
        const watch = watches.get(campaignId)
        if (!watch) continue
        if (!end) {
          const next = { ...watch, checkedAt }
          watches.set(campaignId, next)
          publish(next)
          continue
        }
        watches.delete(campaignId)
        const state = end.stage === 'PUBLISHED' ? 'PUBLISHED' : 'FAILED'
        publish({ ...watch, state, checkedAt })
        if (notifiedJobs.has(end.jobId)) continue
        notifiedJobs.add(end.jobId)
        notifyEnd(campaignId, state, end.name)
      }
      return { done: watches.size === 0 }
    },
    onError: (error, { failures }) => deps.log(`Automatch publish poll failed (${failures} in a row)`, error),
  })

  /** Checks what the server sent against what Import reads (so it imports again), then saves it. */
  async function saveImportFile(answer: unknown) {
    const file = parseServerReply('automation import file', importFileSchema, answer)
    const name = file.format === automationFileFormat ? file.automation.name : file.template.name
    const fileName = `${importFileNameOf(name)}.json`
    const saved = await deps.exports.saveDocument(fileName, `${JSON.stringify(file, null, 2)}\n`)
    return saved ? { fileName: saved } : null
  }

  function stopAll() {
    watches.clear()
    poller.setSignedIn(false)
  }

  function watch(campaignId: string): AutomatchPublishWatch | null {
    if (!selectedChatbot) return null
    const existing = watches.get(campaignId)
    if (existing) return existing
    const started: AutomatchPublishWatch = {
      chatbotId: selectedChatbot,
      campaignId,
      state: 'publishing',
      startedAt: now(),
      checkedAt: null,
    }
    watches.set(campaignId, started)
    const status = poller.status()
    if (status === 'stopped') poller.setSignedIn(true)
    // Idle after the previous publish ended: a new generation asks at once.
    else if (status === 'done') poller.reset()
    return started
  }

  return {
    name: 'automations',
    poller,
    pollers: [poller],
    handlers: {
      automations: {
        watchPublish: ({ campaignId }) => watch(campaignId),
        publishWatches: () => [...watches.values()],
        startConversationsExport: async ({ campaignId, filters, ...request }) => {
          const project = session?.selectedChatbot()?.name ?? null
          if (!project) throw new PortalError(apiErrorCodes.noChatbotSelected, 'Select a chatbot first.')
          const fetch = (query: Record<string, string>) => deps.api.rest('campaignConversations', { query })
          const dataFields = await campaignDataFields(fetch, project, campaignId)
          return deps.exports.start(
            `automation-${campaignId}`,
            (exportProject) =>
              campaignConversationsExportSource({
                projectId: exportProject,
                campaignId,
                filters,
                language: request.language,
                fetch,
                dataFields,
              }),
            request,
          )
        },
        saveImportFile: async ({ campaignId }) => {
          const reply = await graphqlRequest(deps.api, 'chatbot', exportOperation, { id: campaignId })
          return saveImportFile(reply.exportCampaign)
        },
        saveTemplateFile: async ({ templateId }) => {
          const reply = await graphqlRequest(deps.api, 'chatbot', templateExportOperation, { id: templateId })
          return saveImportFile(reply.exportAutomationTemplate)
        },
        saveRecipientsCsv: async ({ fileName, rows }) => {
          // Comma separated whatever the interface language: the Upload CSV tab reads only commas.
          const contents = utf8Bom + rows.map((row) => formatRecord(row, ',')).join('')
          const saved = await deps.exports.saveDocument(`${importFileNameOf(fileName)}.csv`, contents)
          return saved ? { fileName: saved } : null
        },
      },
    },
    onSessionChange(info: SessionInfo) {
      const state = info.state
      const chatbot = state.status === 'signed-in' ? state.chatbotId : null
      userLanguage = state.status === 'signed-in' ? state.user.language : null
      if (chatbot !== selectedChatbot && watches.size > 0) stopAll()
      selectedChatbot = chatbot
    },
    forgetUser() {
      stopAll()
      notifiedJobs.clear()
    },
    dispose() {
      poller.dispose()
    },
  }
}
