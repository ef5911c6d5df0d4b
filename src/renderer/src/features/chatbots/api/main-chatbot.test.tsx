import { act, renderHook } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakePortal } from '../../../test-utils'
import { chatbotFetchDebounceMs, useSelectedChatbotDetails } from './main-chatbot'

const details = {
  mainChatbot: {
    projectId: 'talentbrug-werving',
    projectName: 'Talentbrug Werving',
    ats: 'OTYS',
    whatsappProvider: null,
    smartInboxEnabled: true,
    defaultLanguageTag: 'nl',
    useBetaPortal: false,
  },
}

describe('fetching the selected chatbot (spec 000 §4: debounced 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('sends one request for the chatbot the selection rests on, not one per switch', async () => {
    const portal = installFakePortal({ 'api:graphql': () => details })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result, rerender } = renderHook(
      ({ id }: { id: string | null }) => useSelectedChatbotDetails(id),
      {
        wrapper,
        initialProps: { id: 'cb-1' },
      },
    )
    const fetches = () => portal.calls.filter((c) => c.channel === 'api:graphql').length
    // The chatbot shown at sign-in is fetched at once.
    await vi.waitFor(() => expect(result.current.data?.ats).toBe('OTYS'))
    expect(fetches()).toBe(1)
    // Switching quickly through three others: nothing until the selection rests, then one request.
    for (const id of ['cb-2', 'cb-3', 'cb-4']) {
      rerender({ id })
      await act(async () => void (await vi.advanceTimersByTimeAsync(100)))
    }
    expect(fetches()).toBe(1)
    await act(async () => void (await vi.advanceTimersByTimeAsync(chatbotFetchDebounceMs)))
    await vi.waitFor(() => expect(fetches()).toBe(2))
    await act(async () => void (await vi.advanceTimersByTimeAsync(5 * chatbotFetchDebounceMs)))
    expect(fetches()).toBe(2)
  })

  it('shows the error state for a reply of the wrong shape', async () => {
    installFakePortal({ 'api:graphql': () => ({ mainChatbot: { projectId: 42 } }) })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useSelectedChatbotDetails('cb-1'), { wrapper })
    await act(async () => void (await vi.advanceTimersByTimeAsync(chatbotFetchDebounceMs)))
    await vi.waitFor(() => expect(result.current.isError).toBe(true))
  })
})
