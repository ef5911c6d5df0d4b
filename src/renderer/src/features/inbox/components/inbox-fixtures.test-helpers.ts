import type { InboxMessage, InboxPage } from '@shared/domain/inbox'
import { testSessionInfo, testUser } from '../../../test-utils'

/** A signed-in session with chatbot c1 (project `werving-zorg`) selected. */
export const signedIn = () =>
  testSessionInfo({
    state: { status: 'signed-in', user: testUser(), chatbotId: 'c1', passwordResetRequired: false },
  })

export function message(overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: 'm1',
    clientId: 'client-1',
    date: '14/03/26 10:05',
    assignedAgentName: 'Sanne Bakker',
    humanReadableType: 'Tekstbericht',
    isBot: false,
    isInbound: true,
    phoneNumber: '+31612345678',
    responseTime: 125,
    senderEntity: 'candidate',
    stateMachine: 'Intake',
    statusHistory: [{ status: 'sent', date: '14/03/26 10:05' }],
    templateName: null,
    teamNames: ['Zorg Noord'],
    atsEntityId: 'ats-1',
    isRead: false,
    text: 'Hallo',
    ...overrides,
  }
}

export function page(messages: InboxMessage[], overrides: Partial<InboxPage> = {}): InboxPage {
  return {
    messages,
    outbound_messages: 3,
    read_messages: 1,
    inbound_messages: messages.length,
    amount_of_pages: 4,
    message_count: 70,
    average_response_time_recruiter: 300,
    average_response_time_candidate: 60,
    unique_conversations: 12,
    filter_options: {
      team_names: ['Zorg Noord', 'Logistiek'],
      assignees: { flows: ['Intake'], agents: ['Sanne Bakker'] },
      human_readable_types: ['Tekstbericht'],
      template_names: ['welkom'],
    },
    ...overrides,
  }
}
