import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '../../../test-utils'
import type { AnalyticsSearch } from '../search'
import { ConversationSearch } from './conversations-tab'

describe('the analytics conversation search', () => {
  it('applies what was typed once, 300 ms after the last keystroke, trimmed and from the first page', async () => {
    const onSearch = vi.fn<(next: AnalyticsSearch) => void>()
    renderWithRouter(
      <ConversationSearch search={{ tab: 'conversations', page: 3 }} onSearch={onSearch} />,
      'nl-NL',
    )
    await userEvent.type(await screen.findByTestId('conversations-search'), ' Jansen ')
    expect(onSearch).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1), { timeout: 1000 })
    expect(onSearch).toHaveBeenCalledWith({ tab: 'conversations', q: 'Jansen', page: undefined })
  })

  it('emptying the field clears the search', async () => {
    const onSearch = vi.fn<(next: AnalyticsSearch) => void>()
    renderWithRouter(
      <ConversationSearch search={{ tab: 'conversations', q: 'Jansen' }} onSearch={onSearch} />,
      'en-US',
    )
    await userEvent.clear(await screen.findByTestId('conversations-search'))
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1), { timeout: 1000 })
    expect(onSearch).toHaveBeenCalledWith({ tab: 'conversations', q: undefined, page: undefined })
  })
})
