import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test-utils'
import {
  filterChips,
  pageParam,
  withFilter,
  withoutFilter,
  withPage,
  type ListSearch,
} from '../lib/list-search'
import { searchValidator } from '../lib/route-data'
import { BulkBar, FilterBar, ListPagination, ServerListPage, useRowSelection } from './list-page'

/** A list of an imagined area: a status, teams, a text search, and the page. */
const schema = v.object({
  page: pageParam,
  status: v.fallback(v.optional(v.picklist(['active', 'paused'])), undefined),
  teams: v.fallback(v.optional(v.array(v.pipe(v.string(), v.maxLength(100)))), undefined),
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
})
type Search = v.InferOutput<typeof schema> & ListSearch
const validate = searchValidator(schema)

describe('list search in the URL (lib/list-search.ts)', () => {
  it('round-trips filters and page through the URL, dropping bad values one by one', () => {
    const search: Search = { page: 3, status: 'paused', teams: ['Zorg Noord', 'Team "Oost", Flex'], q: 'x' }
    // What the router does: the search becomes JSON in the URL and comes back through validateSearch.
    expect(validate(JSON.parse(JSON.stringify(search)) as Record<string, unknown>)).toEqual(search)
    expect(validate({ page: 0, status: 'deleted', teams: ['ok'], q: 'y'.repeat(201), other: 1 })).toEqual({
      teams: ['ok'],
    })
    expect(validate({})).toEqual({})
  })

  it('a filter change goes back to page 1; page 1 and empty filters stay out of the URL', () => {
    const search: Search = { page: 4, teams: ['A'] }
    expect(withFilter(search, 'status', 'active')).toEqual({ teams: ['A'], status: 'active' })
    expect(withFilter(search, 'teams', [])).toEqual({})
    expect(withPage(search, 2)).toEqual({ page: 2, teams: ['A'] })
    expect(withPage(search, 1)).toEqual({ teams: ['A'] })
  })

  it('a chip removes its filter, or one value of a multi-value filter', () => {
    const onSearch = vi.fn()
    const search: Search = { page: 2, status: 'active', teams: ['A', 'B'] }
    const chips = filterChips(
      search,
      { status: (value) => `Status: ${value}`, teams: (value) => `Team: ${value}` },
      onSearch,
    )
    expect(chips.map((chip) => chip.label)).toEqual(['Status: active', 'Team: A', 'Team: B'])
    chips[1]!.remove()
    expect(onSearch).toHaveBeenLastCalledWith({ status: 'active', teams: ['B'] })
    chips[0]!.remove()
    expect(onSearch).toHaveBeenLastCalledWith({ teams: ['A', 'B'] })
    expect(withoutFilter({ teams: ['A'] } as Search, 'teams', 'A')).toEqual({})
  })
})

const rows = [
  { id: 'r1', name: 'Anna' },
  { id: 'r2', name: 'Bram' },
  { id: 'r3', name: 'Cem' },
]

/** The kit assembled as an area would: URL search in state, chips, selection with a bulk action. */
function Harness({ onBulk }: { onBulk: (ids: string[]) => void }) {
  const [search, setSearch] = useState<Search>({ status: 'active', teams: ['A'] })
  const selection = useRowSelection(
    rows.map((row) => row.id),
    JSON.stringify(search),
  )
  const chips = filterChips(
    search,
    { status: (value) => `Status: ${value}`, teams: (value) => `Team: ${value}` },
    setSearch,
  )
  return (
    <ServerListPage
      query={{
        isPending: false,
        isError: false,
        error: null,
        data: { rows, pages: 3 },
        isPlaceholderData: false,
        refetch: () => undefined,
      }}
      filterBar={
        <FilterBar label="Filters" chips={chips} onReset={() => setSearch({})}>
          <span data-testid="search">{JSON.stringify(search)}</span>
        </FilterBar>
      }
      isEmpty={(data) => data.rows.length === 0}
      empty={<p>empty</p>}
      page={search.page ?? 1}
      pages={(data) => data.pages}
      onPage={(page) => setSearch(withPage(search, page))}
      table={(data) => (
        <ul>
          {data.rows.map((row) => (
            <li key={row.id}>
              <input
                type="checkbox"
                aria-label={`Select ${row.name}`}
                checked={selection.selected.has(row.id)}
                onChange={() => selection.toggle(row.id)}
              />
            </li>
          ))}
        </ul>
      )}
    >
      {() => (
        <BulkBar selectedText={`${selection.count} selected`}>
          <button type="button" onClick={() => selection.toggleAll(!selection.allSelected)}>
            all
          </button>
          <button
            type="button"
            disabled={selection.count === 0}
            onClick={() => onBulk([...selection.selected])}
          >
            archive
          </button>
        </BulkBar>
      )}
    </ServerListPage>
  )
}

describe('the server-paged list page (ui/list-page.tsx)', () => {
  it('shows the active filters as chips; removing one changes the search and clears the selection', async () => {
    const onBulk = vi.fn()
    renderWithProviders(<Harness onBulk={onBulk} />, 'en-US')
    expect(screen.getAllByTestId('filter-chip').map((chip) => chip.textContent)).toEqual([
      'Status: active',
      'Team: A',
    ])
    await userEvent.click(screen.getByLabelText('Select Bram'))
    expect(screen.getByTestId('list-selected')).toHaveTextContent('1 selected')
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Team: A' }))
    expect(screen.getByTestId('search')).toHaveTextContent('{"status":"active"}')
    expect(screen.getByTestId('list-selected')).toHaveTextContent('0 selected')
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }))
    expect(screen.getByTestId('search')).toHaveTextContent('{}')
    expect(screen.queryAllByTestId('filter-chip')).toHaveLength(0)
    expect(screen.getByText('No filters: everything is shown.')).toBeInTheDocument()
  })

  it('selects rows, all of the page, and runs a bulk action on them', async () => {
    const onBulk = vi.fn()
    renderWithProviders(<Harness onBulk={onBulk} />, 'en-US')
    expect(screen.getByRole('button', { name: 'archive' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'all' }))
    expect(screen.getByTestId('list-selected')).toHaveTextContent('3 selected')
    await userEvent.click(screen.getByLabelText('Select Anna'))
    await userEvent.click(screen.getByRole('button', { name: 'archive' }))
    expect(onBulk).toHaveBeenCalledWith(['r2', 'r3'])
  })

  it('pages through the URL (nl-NL), and a new page starts with nothing selected', async () => {
    renderWithProviders(<Harness onBulk={() => undefined} />, 'nl-NL')
    await userEvent.click(screen.getByLabelText('Select Cem'))
    await userEvent.click(screen.getByRole('button', { name: 'Pagina 2' }))
    expect(screen.getByTestId('search')).toHaveTextContent('"page":2')
    expect(screen.getByTestId('list-page-summary')).toHaveTextContent('Pagina 2 van 3')
    expect(screen.getByTestId('list-selected')).toHaveTextContent('0 selected')
  })

  it('shows loading, the error with retry, and the empty state', async () => {
    const refetch = vi.fn()
    const base = { isPlaceholderData: false, refetch, error: null }
    const page = (query: Parameters<typeof ServerListPage<{ n: number }>>[0]['query']) => (
      <ServerListPage
        query={query}
        filterBar={null}
        isEmpty={(data) => data.n === 0}
        empty={<p>nothing here</p>}
        page={1}
        pages={() => 1}
        onPage={() => undefined}
        table={() => <p>table</p>}
      />
    )
    const loading = renderWithProviders(
      page({ ...base, isPending: true, isError: false, data: undefined }),
      'en-US',
    )
    // A status region may carry a name (a plain div may not: axe's aria-prohibited-attr).
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true')
    loading.unmount()
    const failed = renderWithProviders(
      page({ ...base, isPending: false, isError: true, error: new Error('x'), data: undefined }),
      'en-US',
    )
    expect(screen.getByTestId('error')).toHaveTextContent('Something went wrong.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(refetch).toHaveBeenCalled()
    failed.unmount()
    renderWithProviders(page({ ...base, isPending: false, isError: false, data: { n: 0 } }), 'en-US')
    expect(screen.getByText('nothing here')).toBeInTheDocument()
    expect(ListPagination).toBeTypeOf('function')
  })
})
