import * as v from 'valibot'
import { campaignConversationFiltersSchema } from '../domain/automations-conversations'
import { command, event } from './contract'
import { exportOptionsEntries } from './exports'

/**
 * Automations in main: the automatch publish poller and the campaign conversations export.
 *
 * After Publish the renderer asks main to watch the automatch; main asks `pollAutomatchPublishStatus`
 * every 5,000 ms (spec 000 §9), also while the window is hidden, until the answer is not null, telling the
 * renderer after every check. When publishing ends (PUBLISHED or FAILED) a native notification says so in
 * the interface language; its click opens that automation. The watches live in main, so a reloaded screen
 * picks them up again (`publishWatches`). Signing out or another chatbot ends them.
 */
export interface AutomatchPublishWatch {
  readonly chatbotId: string
  readonly campaignId: string
  /** `publishing` until the poll answers; then how it ended. */
  readonly state: 'publishing' | 'PUBLISHED' | 'FAILED'
  /** When main started watching (epoch ms). */
  readonly startedAt: number
  /** When main last asked (epoch ms); null before the first answer. */
  readonly checkedAt: number | null
}

/** As many rows as the send drawer can hold (a 5 MB file of short rows). */
export const recipientsCsvMaxRows = 100_000

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(200))

export const automationsContract = {
  /** Starts (or joins) the watch of this automatch's publish; null when no chatbot is selected. */
  watchPublish: command<AutomatchPublishWatch | null>()(
    'automations:watch-publish',
    v.strictObject({ campaignId: id }),
  ),
  /** The publishes main is watching for the selected chatbot (a reloaded screen picks them up). */
  publishWatches: command<readonly AutomatchPublishWatch[]>()(
    'automations:publish-watches',
    v.strictObject({}),
  ),
  /** After every check, and once more when publishing ended. */
  onDidChangePublish: event<AutomatchPublishWatch>('automations:did-change-publish'),
  /** The notification was clicked: the window is focused; the renderer opens the automation. */
  onDidRequestAutomation: event<{ readonly campaignId: string }>('automations:did-request-automation'),
  /**
   * The campaign's conversations of exactly these filters (spec 001 §7.2 `campaign/conversations` with
   * `export`), through the exports' job (progress and cancel on `exports.onDidChangeJob`). Answers null
   * when the user cancelled the save dialog.
   */
  startConversationsExport: command<{ readonly jobId: string } | null>()(
    'automations:start-conversations-export',
    v.strictObject({ campaignId: id, filters: campaignConversationFiltersSchema, ...exportOptionsEntries }),
  ),
  /**
   * The automation as an import file (spec 001 `exportCampaign`), saved where the user chooses: for another
   * chatbot or a colleague's Import. Answers the saved file's name, or null when the dialog was cancelled.
   */
  saveImportFile: command<{ readonly fileName: string } | null>()(
    'automations:save-import-file',
    v.strictObject({ campaignId: id }),
  ),
  /**
   * An automation template as an import file (spec 001 `exportAutomationTemplate`), saved where the user
   * chooses: for another chatbot's Import. Answers the saved file's name, or null when cancelled.
   */
  saveTemplateFile: command<{ readonly fileName: string } | null>()(
    'automations:save-template-file',
    v.strictObject({ templateId: id }),
  ),
  /**
   * A CSV the send drawer offers (the sample file of the Upload CSV tab, the rows the preflight refused),
   * saved where the user chooses: comma separated as the upload reads it, UTF-8 with a byte-order mark,
   * cells guarded against formulas. `rows` holds the header first. Answers the saved file's name, or null
   * when the dialog was cancelled.
   */
  saveRecipientsCsv: command<{ readonly fileName: string } | null>()(
    'automations:save-recipients-csv',
    v.strictObject({
      fileName: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
      rows: v.pipe(
        v.array(v.pipe(v.array(v.pipe(v.string(), v.maxLength(10_000))), v.maxLength(200))),
        v.minLength(1),
        v.maxLength(recipientsCsvMaxRows + 1),
      ),
    }),
  ),
} as const
