import { Notifications } from '@mantine/notifications'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { queryConditionCatalogue } from '@shared/domain/automations-queries'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { AutomatchQueries } from './automatch-queries'

/**
 * The automatch query editor against a fake chatbot server that keeps the draft's statements: a manager adds,
 * edits and removes a statement, each saved with its own call (createQueryStatement, updateQueryStatement,
 * deleteQueryStatement), more changes at once with updateQuery; a double click saves once; the search and a
 * match are tested with the statements as edited.
 */
interface Stored {
  id: string
  atsFieldMapping: string
  conditionId: string
  negate: boolean
  value: string
  scalarName: string | null
}
const field = (name: string, label: string, entityType: string, dataType = 'String') => ({
  id: `${entityType}-${name}`,
  name,
  humanReadableName: label,
  dataType,
  entityType,
  choices: [],
})

interface Variables {
  readonly queryId: string
  readonly id: string
  readonly statement: Omit<Stored, 'id'>
  readonly queryStatements: readonly (Omit<Stored, 'id'> & { id: string | null })[]
}

function fakeServer() {
  let next = 0
  const statements: Record<string, Stored[]> = {
    search: [
      {
        id: 'qs-1',
        atsFieldMapping: 'city',
        conditionId: 'cond-equals',
        negate: false,
        value: 'Utrecht',
        scalarName: null,
      },
      {
        id: 'qs-2',
        atsFieldMapping: 'title',
        conditionId: 'cond-contains',
        negate: false,
        value: 'pick',
        scalarName: null,
      },
    ],
    match: [
      {
        id: 'qs-3',
        atsFieldMapping: 'city',
        conditionId: 'cond-equals',
        negate: false,
        value: '',
        scalarName: 'city',
      },
    ],
    facets: [],
  }
  const calls: { name: string; variables: Partial<Variables> }[] = []
  const view = (kind: string) => ({
    id: `am-1:${kind}`,
    kind,
    baseAtsEntityType: kind === 'search' ? 'vacancy' : 'candidate',
    queryStatements: statements[kind]!.map((s, order) => ({
      id: s.id,
      negate: s.negate,
      order,
      value: s.value,
      atsFieldMapping: s.atsFieldMapping,
      scalarName: s.scalarName,
      condition: { id: s.conditionId },
    })),
  })
  const kindOf = (id: string) => Object.keys(statements).find((k) => statements[k]!.some((s) => s.id === id))!
  const answer = (kind: string) => ({ ok: true, errorMessage: null, errors: [], query: view(kind) })
  const stored = (input: Omit<Stored, 'id'>, id: string): Stored => ({ ...input, id })
  const records = [
    { id: 'vac-1', entityType: 'vacancy', title: 'Orderpicker Utrecht', values: { city: 'Utrecht' } },
    { id: 'vac-2', entityType: 'vacancy', title: 'Heftruckchauffeur Utrecht', values: { city: 'Utrecht' } },
  ]
  installFakePortal({
    'api:graphql': (input) => {
      const { document, variables } = input as { document: string; variables: Variables }
      const name = /(?:query|mutation) (\w+)/.exec(document)![1]!
      calls.push({ name, variables })
      switch (name) {
        case 'AutomatchQueries':
          return {
            campaign: {
              id: 'cp-1',
              type: 'automatch_vac2cand',
              draftAutomatch: {
                id: 'am-1',
                matchPageLimit: 0,
                searchQuery: view('search'),
                matchQuery: view('match'),
                facetsQuery: view('facets'),
              },
            },
            getAllQueryConditions: queryConditionCatalogue,
            allAtsFieldMappings: [
              field('city', 'Plaats', 'vacancy'),
              field('title', 'Titel', 'vacancy'),
              field('city', 'Woonplaats', 'candidate'),
            ],
          }
        case 'CreateAutomatchQueryStatement': {
          const kind = variables.queryId.split(':')[1]!
          next += 1
          statements[kind]!.push(stored(variables.statement, `qs-new-${next}`))
          return { createQueryStatement: answer(kind) }
        }
        case 'UpdateAutomatchQueryStatement': {
          const kind = kindOf(variables.id)
          statements[kind] = statements[kind]!.map((s) =>
            s.id === variables.id ? stored(variables.statement, s.id) : s,
          )
          return { updateQueryStatement: answer(kind) }
        }
        case 'DeleteAutomatchQueryStatement': {
          const kind = kindOf(variables.id)
          statements[kind] = statements[kind]!.filter((s) => s.id !== variables.id)
          return { deleteQueryStatement: answer(kind) }
        }
        case 'UpdateAutomatchQuery': {
          const kind = variables.id.split(':')[1]!
          statements[kind] = (
            variables.queryStatements as (Omit<Stored, 'id'> & { id: string | null })[]
          ).map((s) => stored(s, s.id ?? `qs-new-${(next += 1)}`))
          return { updateQuery: answer(kind) }
        }
        case 'TestAutomatchSearch':
          return { testSearch: { ok: true, errorMessage: null, errors: [], total: 2, records } }
        case 'TestAutomatchMatch':
          return {
            testMatch: {
              ok: true,
              errorMessage: null,
              errors: [],
              total: 1,
              records: [
                { id: 'cand-1', entityType: 'candidate', title: 'Sanne', values: { city: 'Utrecht' } },
              ],
            },
          }
        default:
          throw { code: 'internal', message: `not here: ${name}` }
      }
    },
  })
  const mutations = () => calls.filter((c) => c.name !== 'AutomatchQueries')
  return { statements, calls, mutations }
}

const rows = () => screen.getAllByTestId('automatch-statement')
const valueOf = (index: number) => within(rows()[index]!).getByTestId('automatch-statement-value')

async function choose(select: HTMLElement, option: string) {
  fireEvent.click(select)
  fireEvent.click(await screen.findByRole('option', { name: option }))
}

describe.each([
  [
    'nl-NL',
    'De zoekopdrachten zijn opgeslagen. Publiceer de automatch om ze te gebruiken.',
    'is gelijk aan',
    '2 records gevonden.',
    '1 record gevonden.',
  ],
  [
    'en-US',
    'The queries have been saved. Publish the automatch to use them.',
    'equals',
    '2 records found.',
    '1 record found.',
  ],
] as const)('the automatch query editor (%s)', (language, saved, equals, foundSearch, foundMatch) => {
  it('adds, edits and removes a statement, each saved with its own call and once on a double click', async () => {
    const server = fakeServer()
    renderWithProviders(
      <>
        <Notifications />
        <AutomatchQueries chatbotId="cb" campaignId="cp-1" mayEdit />
      </>,
      language,
    )
    await waitFor(() => expect(rows()).toHaveLength(2))
    // The editor starts again from what the server holds after each save: the button is found anew.
    const save = () => screen.getByTestId('automatch-queries-save')
    expect(save()).toHaveProperty('disabled', true)

    // Add: a third statement, saved with createQueryStatement (a double click sends it once).
    fireEvent.click(screen.getByTestId('automatch-statement-add'))
    await choose(within(rows()[2]!).getByTestId('automatch-statement-field'), 'Plaats')
    await choose(within(rows()[2]!).getByTestId('automatch-statement-condition'), equals)
    fireEvent.change(valueOf(2), { target: { value: 'Amersfoort' } })
    fireEvent.click(save())
    fireEvent.click(save())
    expect(await screen.findByText(saved)).toBeTruthy()
    expect(server.mutations()).toEqual([
      {
        name: 'CreateAutomatchQueryStatement',
        variables: {
          queryId: 'am-1:search',
          statement: {
            atsFieldMapping: 'city',
            conditionId: 'cond-equals',
            negate: false,
            value: 'Amersfoort',
            scalarName: null,
          },
        },
      },
    ])
    await waitFor(() => expect(screen.queryByTestId('automatch-queries-unsaved')).toBeNull())
    expect(server.statements.search!.map((s) => s.value)).toEqual(['Utrecht', 'pick', 'Amersfoort'])

    // Edit: the saved statement's value, saved with updateQueryStatement.
    fireEvent.change(valueOf(2), { target: { value: 'Zeist' } })
    expect(screen.getByTestId('automatch-queries-unsaved')).toBeTruthy()
    fireEvent.click(save())
    await waitFor(() => expect(server.mutations()).toHaveLength(2))
    expect(server.mutations()[1]).toMatchObject({
      name: 'UpdateAutomatchQueryStatement',
      variables: { id: 'qs-new-1', statement: { value: 'Zeist' } },
    })
    await waitFor(() => expect(screen.queryByTestId('automatch-queries-unsaved')).toBeNull())

    // Remove: the first statement, saved with deleteQueryStatement.
    fireEvent.click(within(rows()[0]!).getByTestId('automatch-statement-remove'))
    await waitFor(() => expect(rows()).toHaveLength(2))
    fireEvent.click(save())
    await waitFor(() => expect(server.mutations()).toHaveLength(3))
    expect(server.mutations()[2]).toEqual({
      name: 'DeleteAutomatchQueryStatement',
      variables: { id: 'qs-1' },
    })
    await waitFor(() => expect(screen.queryByTestId('automatch-queries-unsaved')).toBeNull())
    expect(server.statements.search!.map((s) => s.id)).toEqual(['qs-2', 'qs-new-1'])

    // Two changes at once: one updateQuery with the statements in order, ids kept.
    fireEvent.change(valueOf(0), { target: { value: 'picker' } })
    fireEvent.click(within(rows()[1]!).getByTestId('automatch-statement-remove'))
    fireEvent.click(save())
    await waitFor(() => expect(server.mutations()).toHaveLength(4))
    expect(server.mutations()[3]).toMatchObject({
      name: 'UpdateAutomatchQuery',
      variables: { id: 'am-1:search', queryStatements: [{ id: 'qs-2', value: 'picker' }] },
    })
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(server.statements.search).toEqual([expect.objectContaining({ id: 'qs-2', value: 'picker' })])
  }, 60_000)

  it('tests the search and a match of a searched record with the statements as edited', async () => {
    const server = fakeServer()
    renderWithProviders(<AutomatchQueries chatbotId="cb" campaignId="cp-1" mayEdit />, language)
    await waitFor(() => expect(rows()).toHaveLength(2))
    fireEvent.change(valueOf(0), { target: { value: 'Zeist' } })
    fireEvent.click(screen.getByTestId('automatch-test-search'))
    expect((await screen.findByTestId('automatch-search-results-total')).textContent).toBe(foundSearch)
    expect(server.mutations()[0]).toMatchObject({
      name: 'TestAutomatchSearch',
      variables: { automatchId: 'am-1', searchStatements: [{ id: null, value: 'Zeist' }, { value: 'pick' }] },
    })
    fireEvent.click(screen.getByTestId('automatch-query-tab-match'))
    fireEvent.click(await screen.findByTestId('automatch-test-match'))
    expect((await screen.findByTestId('automatch-match-results-total')).textContent).toBe(foundMatch)
    expect(server.mutations()[1]).toMatchObject({
      name: 'TestAutomatchMatch',
      variables: { automatchId: 'am-1', recordId: 'vac-1', matchStatements: [{ scalarName: 'city' }] },
    })
    // Testing saves nothing.
    expect(server.statements.search![0]!.value).toBe('Utrecht')
  }, 60_000)
})
