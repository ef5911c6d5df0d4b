import { useQuery } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { installFakePortal, renderWithRouter } from '../../../test-utils'
import { OfflineWarning } from './offline-warning'

describe('OfflineWarning', () => {
  let portal: ReturnType<typeof installFakePortal>
  beforeEach(() => {
    portal = installFakePortal({
      'app:get-connectivity': () => ({ online: true, server: 'reachable' }),
      'app:restart-demo-workspace': () => undefined,
    })
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true })
  })

  let fetches = 0
  /** A screen's data: counts how often it is fetched. */
  function Screen() {
    const { data } = useQuery({ queryKey: ['screen'], queryFn: async () => ++fetches })
    return <p>fetched {data}</p>
  }

  async function rendered(language: 'nl-NL' | 'en-US' = 'nl-NL') {
    fetches = 0
    renderWithRouter(
      <>
        <OfflineWarning />
        <Screen />
      </>,
      language,
    )
    // The router renders asynchronously; the component is there once its first effect asked main.
    await act(async () => undefined)
  }

  it('shows the spec text while the page is offline and hides it when back', async () => {
    await rendered()
    expect(screen.queryByRole('alert')).toBeNull()
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true })
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Je bent offline, we proberen de connectie te herstellen.',
    )
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true })
    act(() => void window.dispatchEvent(new Event('online')))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('also shows when main reports the network gone, in English', async () => {
    await rendered('en-US')
    act(() => portal.emit('app:did-change-connectivity', { online: false, server: 'reachable' }))
    expect(await screen.findByRole('alert')).toHaveTextContent("You're offline, will try to reconnect you!")
  })

  it.each([
    ['nl-NL', 'De server reageert niet, we proberen opnieuw verbinding te maken…'],
    ['en-US', 'The server is not responding, reconnecting…'],
  ] as const)(
    'says the server is unreachable (%s), and refetches the screen when it answers again',
    async (language, text) => {
      await rendered(language)
      expect(await screen.findByText('fetched 1')).toBeInTheDocument()
      act(() => portal.emit('app:did-change-connectivity', { online: true, server: 'unreachable' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(text)
      act(() => portal.emit('app:did-change-connectivity', { online: true, server: 'reachable' }))
      expect(screen.queryByRole('alert')).toBeNull()
      expect(await screen.findByText('fetched 2')).toBeInTheDocument()
    },
  )

  it.each([
    ['nl-NL', 'Demowerkplek opnieuw starten'],
    ['en-US', 'Restart demo workspace'],
  ] as const)('offers to restart a demo workspace that kept crashing (%s)', async (language, button) => {
    await rendered(language)
    act(() => portal.emit('app:did-change-connectivity', { online: true, server: 'demo-failed' }))
    await userEvent.click(await screen.findByRole('button', { name: button }))
    expect(portal.calls.filter((c) => c.channel === 'app:restart-demo-workspace')).toEqual([
      { channel: 'app:restart-demo-workspace', input: {} },
    ])
  })
})
