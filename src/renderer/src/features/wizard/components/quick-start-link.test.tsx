import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithRouter, testSessionInfo, testUser } from '../../../test-utils'
import { QuickStartLink } from './quick-start-link'

const wizard = {
  id: 'w1',
  title: 'Snel aan de slag',
  order: 1,
  finishedTimestamp: null,
  skippedAt: null as string | null,
  processes: [],
}

function renderLink(answer: () => unknown) {
  const portal = installFakePortal({
    'session:get-info': () =>
      testSessionInfo({
        state: { status: 'signed-in', user: testUser(), chatbotId: 'c1', passwordResetRequired: false },
      }),
    'api:graphql': answer,
  })
  renderWithRouter(<QuickStartLink chatbotId="c1" />, 'nl-NL')
  return portal
}

describe('the dashboard’s way into the quick start', { timeout: 30_000 }, () => {
  it('opens the chatbot’s first wizard', async () => {
    renderLink(() => ({ allWizards: [wizard, { ...wizard, id: 'w2', order: 2 }] }))
    const link = await screen.findByRole('link', { name: 'Open de snelstart' })
    expect(link.getAttribute('href')).toBe('/wizard?wizard=w1')
  })

  it('offers to resume a skipped wizard', async () => {
    renderLink(() => ({ allWizards: [{ ...wizard, skippedAt: '2026-11-20T09:00:00Z' }] }))
    const link = await screen.findByRole('link', { name: 'Ga verder met de snelstart' })
    expect(link.getAttribute('href')).toBe('/wizard?wizard=w1')
  })

  it('shows nothing for a chatbot without wizards', async () => {
    const portal = renderLink(() => ({ allWizards: [] }))
    await waitFor(() => expect(portal.calls.some((call) => call.channel === 'api:graphql')).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByTestId('quick-start-open')).toBeNull()
  })

  it('still opens the wizard screen after a failed load, which says what went wrong', async () => {
    renderLink(() => Promise.reject({ code: 'internal', message: 'down' }))
    const link = await screen.findByRole('link', { name: 'Open de snelstart' })
    expect(link.getAttribute('href')).toBe('/wizard')
  })
})
