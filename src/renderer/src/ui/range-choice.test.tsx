import { act, renderHook } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createI18n } from '../lib/i18n'
import { bundledResources } from '../lib/all-locales'
import { useRangeChoice } from './range-choice'

function choice(language: 'nl-NL' | 'en-US', maxDays = 366) {
  const i18n = createI18n(language, bundledResources())
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  )
  return renderHook(() => useRangeChoice(maxDays), { wrapper })
}

describe('a date range picked on screen', () => {
  it('refuses a start after the end in the server wording, and keeps the previous range', () => {
    const hook = choice('nl-NL')
    const accept = vi.fn()
    act(() => hook.result.current.choose('2026-11-20', '2026-11-01', accept))
    expect(accept).not.toHaveBeenCalled()
    expect(hook.result.current.refusal).toBe('De begindatum mag niet na de einddatum liggen.')
  })

  it('refuses a range longer than the limit, then takes a good one and forgets the refusal', () => {
    const hook = choice('en-US', 30)
    const accept = vi.fn()
    act(() => hook.result.current.choose('2026-01-01', '2026-03-01', accept))
    expect(hook.result.current.refusal).toBe('The range can be at most 30 days.')
    act(() => hook.result.current.choose('2026-01-01', '2026-01-30', accept))
    expect(accept).toHaveBeenCalledOnce()
    expect(hook.result.current.refusal).toBeNull()
  })

  it('takes a range open at one end as it is', () => {
    const hook = choice('en-US')
    const accept = vi.fn()
    act(() => hook.result.current.choose('2026-01-01', undefined, accept))
    expect(accept).toHaveBeenCalledOnce()
  })
})
