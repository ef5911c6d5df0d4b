import {
  campaignConversationsParams,
  type CampaignConversationsPage,
  type CampaignConversationFilters,
  type CampaignConversationRow,
} from '@shared/domain/automations-conversations'
import type { InterfaceLanguage } from '@shared/domain/languages'
import enUS from '../../../locales/en-US/automations.json' with { type: 'json' }
import nlNL from '../../../locales/nl-NL/automations.json' with { type: 'json' }
import type { ExportSource, ExportValue } from '../exports/export-table'

/**
 * A campaign's conversations as an export source: one `campaign/conversations` call with
 * `export` (every row of the filters, no paging, spec 001 §7.2) and `conversation_data_fields` (the
 * candidate data columns: every user data option of the campaign). Headers and values in the interface
 * language, as the detail screen shows them (locales/<lng>/automations.json).
 */
export interface CampaignConversationsSourceDeps {
  readonly projectId: string
  readonly campaignId: string
  readonly filters: CampaignConversationFilters
  readonly language: InterfaceLanguage
  /** The `campaignConversations` REST call: its reply is already checked against the page schema. */
  readonly fetch: (query: Record<string, string>) => Promise<CampaignConversationsPage>
}

const texts = { 'en-US': enUS, 'nl-NL': nlNL } as const

/** An ISO instant as the wall-clock time of this machine, in UTC epoch ms (the export's date cells). */
export function localWallClock(iso: string | null): number | null {
  if (!iso) return null
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return null
  return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes())
}

/** The row as written: the screen's columns, then one per data field. */
export function campaignConversationCells(
  row: CampaignConversationRow,
  dataFields: readonly string[],
  language: InterfaceLanguage,
): ExportValue[] {
  const t = texts[language]
  const statuses: Record<string, string> = t.conversationStatuses
  const sources: Record<string, string> = t.sources
  return [
    row.phone_number,
    statuses[row.status] ?? row.status,
    sources[row.source] ?? row.source,
    localWallClock(row.conversation_start) ?? row.conversation_start,
    localWallClock(row.conversation_end),
    row.kpis.join(', ') || null,
    row.error_reason,
    row.id,
    ...dataFields.map((field) => row.conversation_data[field] ?? null),
  ]
}

/** The campaign's user data options: the data columns of its export (asked before the dialog opens). */
export async function campaignDataFields(
  fetch: CampaignConversationsSourceDeps['fetch'],
  projectId: string,
  campaignId: string,
): Promise<string[]> {
  const options = await fetch({
    project_id: projectId,
    campaign_id: campaignId,
    page_num: '1',
    page_size: '1',
    fetch_options: 'true',
  })
  return options.user_data_options ?? []
}

export function campaignConversationsExportSource(
  deps: CampaignConversationsSourceDeps & { readonly dataFields: readonly string[] },
): ExportSource {
  const t = texts[deps.language]
  const params = campaignConversationsParams(deps.projectId, deps.campaignId, deps.filters)
  const { dataFields } = deps
  return {
    sheetName: t.detail.conversations.slice(0, 31),
    columns: [
      { header: t.detail.phone, kind: 'id' },
      { header: t.columns.status, kind: 'text' },
      { header: t.detail.source, kind: 'text' },
      { header: t.detail.start, kind: 'date' },
      { header: t.detail.end, kind: 'date' },
      { header: t.conversationFilters.kpis, kind: 'text' },
      { header: t.detail.errorReason, kind: 'text' },
      { header: t.conversationFilters.id, kind: 'id' },
      ...dataFields.map((field) => ({ header: field, kind: 'text' as const })),
    ],
    async fetchPage() {
      const page = await deps.fetch({
        ...params,
        export: 'true',
        ...(dataFields.length > 0 ? { conversation_data_fields: dataFields.join(',') } : {}),
      })
      return {
        totalPages: page.conversations.length === 0 ? 0 : 1,
        rows: page.conversations.map((row) => campaignConversationCells(row, dataFields, deps.language)),
      }
    },
  }
}
