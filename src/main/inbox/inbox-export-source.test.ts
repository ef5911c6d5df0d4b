import { describe, expect, it } from 'vitest'
import type { InboxMessage } from '@shared/domain/inbox'
import { inboxExportRow } from './inbox-export-source'
import { inboxTexts } from './inbox-strings'

describe('the Smart Inbox as an export table', () => {
  it('maps an inbox message onto the table values in both languages', () => {
    const message: InboxMessage = {
      id: 1,
      clientId: 'c1',
      date: '21/11/26 08:15',
      assignedAgentName: null,
      humanReadableType: 'Tekstbericht',
      isBot: true,
      isInbound: false,
      phoneNumber: '+31612345678',
      responseTime: null,
      senderEntity: 'chatbot',
      stateMachine: 'Start',
      statusHistory: [
        { status: 'sent', date: '21/11/26 08:15' },
        { status: 'read', date: '21/11/26 08:20' },
      ],
      templateName: null,
      teamNames: [],
      atsEntityId: '000123',
      isRead: true,
      text: null,
    }
    expect(inboxExportRow(message, inboxTexts('nl-NL'), 'nl-NL')).toEqual([
      Date.UTC(2026, 10, 21, 8, 15),
      null,
      'Tekstbericht',
      'Ja',
      'Nee',
      '+31612345678',
      null,
      'Chatbot',
      'Start',
      'verzonden 21-11-2026 08:15, gelezen 21-11-2026 08:20',
      null,
      null,
      '000123',
    ])
    const english = inboxExportRow(message, inboxTexts('en-US'), 'en-US')
    expect(english.slice(3, 5)).toEqual(['Yes', 'No'])
    expect(english[9]).toBe('sent 11/21/2026 08:15, read 11/21/2026 08:20')
  })
})
