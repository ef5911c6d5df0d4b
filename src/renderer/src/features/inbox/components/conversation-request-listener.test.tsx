import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithRouter } from '../../../test-utils'
import { ConversationRequestListener } from './conversation-request-listener'

describe('ConversationRequestListener', () => {
  it('opens a conversation requested before it listened (a deep link while signed out), once', async () => {
    const waiting: (string | null)[] = ['client-0042']
    const portal = installFakePortal({
      'inbox:take-requested-conversation': () => ({ clientId: waiting.shift() ?? null }),
    })
    const { router } = renderWithRouter(<ConversationRequestListener />, 'nl-NL', '/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox/client-0042'))
    expect(portal.calls.filter((c) => c.channel === 'inbox:take-requested-conversation')).toHaveLength(1)
  })

  it('opens the conversation main asks for while signed in (a link or a notification click)', async () => {
    const waiting: (string | null)[] = []
    const portal = installFakePortal({
      'inbox:take-requested-conversation': () => ({ clientId: waiting.shift() ?? null }),
    })
    const { router } = renderWithRouter(<ConversationRequestListener />, 'nl-NL', '/builder')
    await waitFor(() =>
      expect(portal.calls.some((c) => c.channel === 'inbox:take-requested-conversation')).toBe(true),
    )
    expect(router.state.location.pathname).toBe('/builder')
    waiting.push('client-7')
    act(() => portal.emit('inbox:did-request-conversation', { clientId: 'client-7' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox/client-7'))
  })
})
