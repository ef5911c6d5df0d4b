import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { campaignConversationsPageSchema } from '@shared/domain/automations-conversations'
import {
  campaignConversationsExportSource,
  campaignDataFields,
  localWallClock,
} from './automations-conversations-export'

const row = {
  id: 'cc-1',
  source: 'csv',
  campaign_event_id: 'ev-1',
  client_id: 'wa-31612345678',
  phone_number: '+31612345678',
  conversation_data: { name: 'Sanne de Vries', vacature: 'Chauffeur C' },
  conversation_start: '2026-01-05T09:15:00.000Z',
  conversation_end: null,
  kpis: ['replied', 'finished'],
  status: 'finished',
  status_history: [],
  error_reason: null,
}

describe('campaign conversations export source', () => {
  it('asks the data fields, then every row of exactly the filters with export, in the interface language', async () => {
    // A valid reply, as rest() hands it on after checking it against the page schema.
    const fetch = vi.fn(async (query: Record<string, string>) =>
      v.parse(
        campaignConversationsPageSchema,
        query['fetch_options'] === 'true'
          ? { conversations: [], conversation_count: 1, user_data_options: ['name', 'vacature'] }
          : { conversations: [row], conversation_count: 1 },
      ),
    )
    const dataFields = await campaignDataFields(fetch, 'talentbrug-werving', 'cmp-1')
    expect(dataFields).toEqual(['name', 'vacature'])
    const source = campaignConversationsExportSource({
      projectId: 'talentbrug-werving',
      campaignId: 'cmp-1',
      filters: {
        status: 'finished',
        kpi: 'replied',
        dataField: 'name',
        dataValue: 'sanne',
        from: '2026-01-06',
        to: '2026-01-01',
        sort: 'phone_number',
        direction: 'asc',
      },
      language: 'nl-NL',
      fetch,
      dataFields,
    })
    expect(source.columns.map((c) => c.header)).toEqual([
      'Telefoonnummer',
      'Status',
      'Bron',
      'Gestart',
      'Beëindigd',
      "KPI's",
      'Foutmelding',
      'Gesprek-ID',
      'name',
      'vacature',
    ])
    const page = await source.fetchPage(1, new AbortController().signal)
    expect(fetch).toHaveBeenLastCalledWith({
      project_id: 'talentbrug-werving',
      campaign_id: 'cmp-1',
      status_filter: 'finished',
      kpi_filter: 'replied',
      user_data_filter: 'name:sanne',
      start_date: '2026-01-01',
      end_date: '2026-01-06',
      sort_field: 'phone_number',
      sort_direction: 'asc',
      export: 'true',
      conversation_data_fields: 'name,vacature',
    })
    expect(page.totalPages).toBe(1)
    expect(page.rows).toEqual([
      [
        '+31612345678',
        'Afgerond',
        'CSV',
        localWallClock(row.conversation_start),
        null,
        'replied, finished',
        null,
        'cc-1',
        'Sanne de Vries',
        'Chauffeur C',
      ],
    ])
  })

  it('has nothing to export when no conversation matches', async () => {
    const fetch = vi.fn(async () => ({ conversations: [], conversation_count: 0 }))
    const source = campaignConversationsExportSource({
      projectId: 'p',
      campaignId: 'c',
      filters: {},
      language: 'en-US',
      fetch,
      dataFields: [],
    })
    expect(await source.fetchPage(1, new AbortController().signal)).toEqual({ rows: [], totalPages: 0 })
    expect(fetch).toHaveBeenCalledWith({
      project_id: 'p',
      campaign_id: 'c',
      sort_field: 'conversation_start',
      sort_direction: 'desc',
      export: 'true',
    })
  })
})
