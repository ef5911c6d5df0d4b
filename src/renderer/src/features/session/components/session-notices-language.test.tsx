import { Notifications } from '@mantine/notifications'
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithRouter, testSessionInfo } from '../../../test-utils'
import { SessionNotices } from './session-notices'

describe('session notices', { timeout: 30_000 }, () => {
  it('follow a language switch while they are on screen (the demo code stays until it is used)', async () => {
    const portal = installFakePortal({ 'session:get-info': () => testSessionInfo() })
    const { i18n } = renderWithRouter(
      <>
        <Notifications />
        <SessionNotices />
      </>,
    )
    // The router renders the notices a moment later (the first render of a worker's first router can take
    // over a second beside the build), so the code is sent until they listen; one code notice is replaced,
    // never stacked.
    const rendered = { timeout: 10_000 }
    await waitFor(() => {
      act(() =>
        portal.emit('session:did-receive-demo-message', { kind: 'login-code', value: '123456', text: '' }),
      )
      expect(screen.getByText('Demo: je code is 123456')).toBeTruthy()
    }, rendered)
    await act(() => i18n.changeLanguage('en-US'))
    expect(await screen.findByText('Demo: your code is 123456', {}, rendered)).toBeTruthy()
    expect(screen.getByText('Demo: text message')).toBeTruthy()
  })
})
