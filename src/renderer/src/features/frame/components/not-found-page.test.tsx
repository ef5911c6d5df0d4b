import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '../../../test-utils'
import { NotFoundPage, notFoundRedirectSeconds } from './not-found-page'

afterEach(() => {
  vi.useRealTimers()
})

describe('not-found page (spec 000 §2)', () => {
  it.each([
    [
      'en-US',
      "Looks like you're lost",
      /Taking you to the start in 10 seconds/,
      /in 1 second…/,
      'Take me home',
    ],
    [
      'nl-NL',
      'Het lijkt erop dat je verdwaald bent',
      /Over 10 seconden/,
      /Over 1 seconde ga/,
      'Breng me terug',
    ],
  ] as const)(
    "counts down visibly and then redirects to '/', the button staying (%s)",
    async (language, title, start, last, home) => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const { router } = renderWithRouter(<NotFoundPage />, language, '/nowhere')
      expect(await screen.findByText(title)).toBeInTheDocument()
      expect(screen.getByRole('link', { name: home })).toBeInTheDocument()
      expect(screen.getByTestId('not-found-countdown')).toHaveTextContent(start)
      expect(router.state.location.pathname).toBe('/nowhere')
      for (let second = 1; second < notFoundRedirectSeconds; second++) {
        await act(async () => {
          await vi.advanceTimersByTimeAsync(1000)
        })
      }
      expect(screen.getByTestId('not-found-countdown')).toHaveTextContent(last)
      expect(router.state.location.pathname).toBe('/nowhere')
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000)
      })
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'))
    },
  )
})
