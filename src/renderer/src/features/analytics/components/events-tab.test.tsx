import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { EventsTab } from './events-tab'

const event = { id: 'ev-1', eventLabel: 'sollicitatie', eventAction: 'verstuurd', systemName: 'sollicitatie' }

describe('custom analytics events', () => {
  it('edits an event through updateAnalyticsEvent and shows a refused field in the interface language', async () => {
    const updates: Record<string, unknown>[] = []
    installFakePortal({
      'api:graphql': (input) => {
        const { document, variables = {} } = input as {
          document: string
          variables?: Record<string, unknown>
        }
        if (document.includes('allAnalyticsEvents')) return { allAnalyticsEvents: [event] }
        if (document.includes('updateAnalyticsEvent')) {
          updates.push(variables)
          const tooLong = String(variables['eventAction']).length > 100
          return {
            updateAnalyticsEvent: tooLong
              ? {
                  ok: false,
                  errorMessage: null,
                  errors: [{ field: 'eventAction', messages: ['eventActionTooLong'] }],
                  analyticsEvent: null,
                }
              : { ok: true, errorMessage: null, errors: [], analyticsEvent: { ...event, ...variables } },
          }
        }
        return {}
      },
    })
    renderWithProviders(<EventsTab scope={{ chatbotId: 'c1', projectId: 'p1' }} />)
    fireEvent.click(await screen.findByTestId('event-edit'))
    const form = screen.getByTestId('event-form')
    expect(within(form).getByTestId('event-label')).toHaveValue('sollicitatie')
    fireEvent.change(within(form).getByTestId('event-action'), { target: { value: 'x'.repeat(101) } })
    fireEvent.click(within(form).getByTestId('event-save'))
    expect(await screen.findByText('De eventactie mag maximaal 100 tekens zijn.')).toBeInTheDocument()

    fireEvent.change(within(form).getByTestId('event-action'), { target: { value: 'ingediend' } })
    fireEvent.click(within(form).getByTestId('event-save'))
    await waitFor(() => expect(updates).toHaveLength(2))
    expect(updates[1]).toEqual({
      id: 'ev-1',
      eventLabel: 'sollicitatie',
      eventAction: 'ingediend',
      systemName: 'sollicitatie',
    })
    await waitFor(() => expect(screen.queryByTestId('event-cancel')).toBeNull())
    expect(within(form).getByTestId('event-action')).toHaveValue('')
  }, 20_000)
})
