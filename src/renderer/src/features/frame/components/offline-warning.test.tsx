import { act, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { OfflineWarning } from './offline-warning'

describe('OfflineWarning', () => {
  let portal: ReturnType<typeof installFakePortal>
  beforeEach(() => {
    portal = installFakePortal({ 'app:get-connectivity': () => ({ online: true }) })
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true })
  })

  it('shows the spec text while the page is offline and hides it when back', async () => {
    renderWithProviders(<OfflineWarning />)
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
    renderWithProviders(<OfflineWarning />, 'en-US')
    act(() => portal.emit('app:did-change-connectivity', { online: false }))
    expect(await screen.findByRole('alert')).toHaveTextContent("You're offline, will try to reconnect you!")
  })
})
