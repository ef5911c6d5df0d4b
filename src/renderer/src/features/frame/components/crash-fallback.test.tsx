import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../test-utils'
import { CrashFallback } from './crash-fallback'

describe('crash fallback (spec 001 §8)', () => {
  it.each([
    ['en-US', 'something went wrong in our system', 'Back to the start'],
    ['nl-NL', 'er is iets misgegaan in ons systeem', 'Terug naar het begin'],
  ] as const)('says the spec text with a link home (%s)', (language, body, home) => {
    renderWithProviders(<CrashFallback />, language)
    expect(screen.getByText(body)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', '#/')
  })
})
