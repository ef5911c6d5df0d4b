import { defaultWidgetConfig } from '../domain/settings'
import { describe, expect, it } from 'vitest'
import { campaignConversationsParams } from '../domain/automations-conversations'
import { clientMessagesParams, defaultInboxFilters } from '../domain/inbox'
import { checkRestRequest, restCalls, type RestCallName } from './api'

const now = new Date('2026-03-15T12:00:00Z')
const filters = { ...defaultInboxFilters(now), labelIds: ['l1'], assignedToMe: true, isRead: false }
const range = { project_id: 'werving', start_date: '2026-03-01', end_date: '2026-03-31', flow_ids: ['f1'] }

/** One request per call as the portal's callers make it (renderer, main's watcher and exports, e2e). */
const requests: Record<RestCallName, unknown[]> = {
  clientMessages: [
    { query: clientMessagesParams('werving', filters, { pageNum: 2, pageSize: 20 }, now) },
    { query: { ...clientMessagesParams('werving', filters, { pageNum: 1, pageSize: 1000, export: true }) } },
  ],
  conversations: [
    {
      query: { project_id: 'werving' },
      body: { project_id: 'werving', conversation: { conversation_id: 'c1' } },
    },
  ],
  conversationBriefs: [
    {
      query: { project_id: 'werving' },
      body: {
        project_id: 'werving',
        brief: { page: 1, page_size: 100 },
        contacts_info: { project_id: 'werving' },
        filters: { start_date: '2026-03-01', team_names: 'Team Zuid' },
      },
    },
  ],
  whatsapp: [
    { body: { project_id: 'werving', client_id: 'c1', text: 'Hallo' } },
    {
      body: {
        project_id: 'werving',
        client_id: 'c1',
        template: { template_id: 't1', language_tag: 'nl-NL', parameters: ['Fatima'] },
      },
    },
  ],
  whatsappTemplates: [{ query: { project_id: 'werving', client_id: 'c1' } }],
  isCalendarAuthenticated: [{ body: { calendarIsAuthenticated: true, userId: 'u-employee' } }],
  analytics: [{ body: { analyticsFunction: 'minDate', ...range } }],
  portalAnalytics: [
    { body: { analyticsFunction: 'activeUsersPerPeriod', period: 'week', ...range } },
    { body: { analyticsFunction: 'webChatSummary', ...range } },
  ],
  campaignConversations: [
    {
      query: {
        ...campaignConversationsParams('werving', 'camp-1', { status: 'replied', kpi: 'finished' }),
        page_num: 1,
        page_size: 20,
      },
    },
    {
      query: {
        project_id: 'werving',
        campaign_id: 'camp-1',
        export: 'true',
        conversation_data_fields: 'a,b',
      },
    },
  ],
  freetextMessages: [{ query: { project_id: 'werving', state_id: 'st-email' } }],
  campaignConversation: [{ query: { project_id: 'werving', conversation_id: 'cc-1' } }],
  campaignAnalytics: [{ query: { project_id: 'werving', document_id: 'doc-1' } }],
  actions: [{ query: { project_id: 'werving', campaign_id: 'camp-1', page_num: 1, page_size: 50 } }],
  actionsSuccessful: [{ query: { project_id: 'werving', campaign_id: 'camp-1' } }],
  widgetConfig: [{ query: { project_id: 'talentbrug-werving' } }],
  updateWidgetConfig: [
    { query: { project_id: 'talentbrug-werving' }, body: defaultWidgetConfig('Talentbrug') },
  ],
}

describe('restCalls (the closed list of REST calls)', () => {
  it.each(Object.keys(restCalls) as RestCallName[])('%s accepts the requests its callers make', (call) => {
    for (const request of requests[call]) expect(checkRestRequest(call, request)).toMatchObject({ ok: true })
  })

  it('refuses what a call does not have, per field', () => {
    expect(checkRestRequest('clientMessages', { query: { page_num: 1 } })).toEqual({
      ok: false,
      fields: { 'query.project_id': expect.any(String) as unknown },
    })
    expect(
      checkRestRequest('whatsappTemplates', { query: { project_id: 'p', client_id: 'c', x: 1 } }),
    ).toEqual({
      ok: false,
      fields: { 'query.x': expect.any(String) as unknown },
    })
    // A GET has no body; a POST's body is its own (a brief is not a conversation).
    expect(
      checkRestRequest('campaignAnalytics', { query: { project_id: 'p', document_id: 'd' }, body: {} }),
    ).toMatchObject({ ok: false })
    expect(
      checkRestRequest('conversations', {
        body: { project_id: 'p', brief: { page: 1, page_size: 100 } },
      }),
    ).toMatchObject({ ok: false })
    expect(
      checkRestRequest('portalAnalytics', { body: { analyticsFunction: 'minDate', ...range } }),
    ).toMatchObject({
      ok: false,
    })
  })
})
