import { act, waitFor } from '@testing-library/react'
import { focusManager, onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultInboxFilters } from '@shared/domain/inbox'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { message, page, signedIn } from '../components/inbox-fixtures.test-helpers'
import type { InboxScope } from '../scope'
import { useClientMessages } from './client-messages'
import { useConversation } from './conversation'
import { useConversationBriefs } from './conversations'

/**
 * Live: back at the window, or back online, the open inbox reads its lists again, without a
 * reload. Each test fails if its query loses refetchOnWindowFocus or refetchOnReconnect.
 */
const scope: InboxScope = { chatbotId: 'c1', projectId: 'werving-zorg' }
const filters = defaultInboxFilters(new Date('2026-03-15T12:00:00Z'))

function Inbox() {
  useClientMessages(scope, filters, 1)
  useConversationBriefs(scope, filters)
  useConversation(scope, 'client-1')
  return null
}

function fakeServer() {
  const counts = { clientMessages: 0, briefs: 0, conversation: 0 }
  installFakePortal({
    'session:get-info': signedIn,
    'api:rest': (input) => {
      const { call, body } = input as { call: string; body?: { conversation?: unknown } }
      if (call === 'clientMessages') {
        counts.clientMessages++
        return page([message()])
      }
      if (body?.conversation) {
        counts.conversation++
        return { conversation: { client_id: 'client-1', messages: [] } }
      }
      counts.briefs++
      return { conversations: [], conversation_count: 0, amount_of_pages: 0, page: 1 }
    },
  })
  return counts
}

async function loaded(counts: { clientMessages: number; briefs: number; conversation: number }) {
  await waitFor(() => expect(counts).toEqual({ clientMessages: 1, briefs: 1, conversation: 1 }))
  // The data has gone stale (each query keeps it fresh for at most 15 s).
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + 16_000)
}

describe('the inbox refetches', () => {
  afterEach(() => {
    vi.useRealTimers()
    act(() => {
      focusManager.setFocused(undefined)
      onlineManager.setOnline(true)
    })
  })

  it('when the window gets the focus again', async () => {
    const counts = fakeServer()
    renderWithProviders(<Inbox />)
    await loaded(counts)
    act(() => focusManager.setFocused(false))
    expect(counts).toEqual({ clientMessages: 1, briefs: 1, conversation: 1 })
    act(() => focusManager.setFocused(true))
    await waitFor(() => expect(counts).toEqual({ clientMessages: 2, briefs: 2, conversation: 2 }))
  })

  it('when the connection comes back', async () => {
    const counts = fakeServer()
    renderWithProviders(<Inbox />)
    await loaded(counts)
    act(() => onlineManager.setOnline(false))
    expect(counts).toEqual({ clientMessages: 1, briefs: 1, conversation: 1 })
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(counts).toEqual({ clientMessages: 2, briefs: 2, conversation: 2 }))
  })
})
