import { createMongoAbility } from '@casl/ability'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AppAbility } from '@shared/domain/permissions'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { FunnelTab, KpisTab } from './analytics-page'
import { FreetextDrawer, freetextRowsPerPage } from './freetext-drawer'

const scope = { chatbotId: 'c1', projectId: 'talentbrug-werving' }
const filter = { startDate: '2026-10-30', endDate: '2026-11-28', flowIds: [] }
const typed = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    clientId: `client-${i}`,
    text: `antwoord ${i}`,
    date: `${String((i % 28) + 1).padStart(2, '0')}/11/26 10:00`,
  }))

describe('typed answers at a state (GET /api/v1/freetext-messages/)', () => {
  it('asks for the state of the project, pages 50 at a time and opens an answer’s conversation', async () => {
    const portal = installFakePortal({ 'api:rest': () => ({ messages: typed(120) }) })
    const onOpen = vi.fn()
    renderWithProviders(
      <FreetextDrawer
        scope={scope}
        stateId="st-email"
        stateName="E-mailadres"
        onClose={() => undefined}
        onOpenConversation={onOpen}
      />,
    )
    expect(await screen.findByTestId('freetext-count')).toHaveTextContent('120 getypte antwoorden')
    expect(portal.calls[0]?.input).toMatchObject({
      call: 'freetextMessages',
      query: { project_id: 'talentbrug-werving', state_id: 'st-email' },
    })
    const table = screen.getByTestId('freetext-table')
    expect(within(table).getAllByRole('row')).toHaveLength(freetextRowsPerPage + 1)
    fireEvent.click(screen.getByRole('button', { name: '3' }))
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(20 + 1))
    expect(within(table).getByText('antwoord 100')).toBeInTheDocument()
    fireEvent.click(within(table).getAllByTestId('freetext-open-conversation')[0]!)
    expect(onOpen).toHaveBeenCalledWith('client-100')
  }, 20_000)

  it('says so when nobody typed at the state', async () => {
    installFakePortal({ 'api:rest': () => ({ messages: [] }) })
    renderWithProviders(
      <FreetextDrawer
        scope={scope}
        stateId="st-x"
        stateName="Vraag"
        onClose={() => undefined}
        onOpenConversation={() => undefined}
      />,
      'en-US',
    )
    expect(await screen.findByTestId('freetext-empty')).toHaveTextContent('Nothing typed')
  })

  it('opens from the funnel: each question has its typed answers', async () => {
    installFakePortal({
      'api:rest': (input) => {
        const { call } = input as { call: string }
        if (call === 'freetextMessages') return { messages: typed(2) }
        return {
          results: [
            {
              flowId: 'f1',
              flowName: 'Werving',
              stateId: 'st-email',
              stateName: 'E-mailadres',
              reached: 10,
              dropped: 2,
              dropRate: 20,
            },
          ],
        }
      },
    })
    const onSearch = vi.fn()
    // One who reads the funnel and the conversations, not the Builder (its links need the router).
    const analyst = createMongoAbility([
      { action: 'read', subject: 'AnalyticsFunnel' },
      { action: 'read', subject: 'AnalyticsConversations' },
    ]) as unknown as AppAbility
    renderWithProviders(
      <FunnelTab scope={scope} filter={filter} search={{}} onSearch={onSearch} />,
      'nl-NL',
      analyst,
    )
    fireEvent.click(await screen.findByText('Tabel'))
    fireEvent.click(await screen.findByTestId('funnel-typed-answers'))
    const drawer = await screen.findByTestId('freetext-drawer')
    expect(await within(drawer).findByText('antwoord 1')).toBeInTheDocument()
    fireEvent.click(within(drawer).getAllByTestId('freetext-open-conversation')[1]!)
    expect(onSearch).toHaveBeenCalledWith({ tab: 'conversations', page: undefined, open: 'client-1' })
  }, 20_000)
})

describe('KPIs: the counted processors described (processors(ids) analyticsDescription)', () => {
  it('asks processors(ids) for the processors listed and shows their analyticsDescription and event', async () => {
    const asked: unknown[] = []
    installFakePortal({
      'api:rest': () => ({
        results: [
          {
            flowId: 'f1',
            flowName: 'Werving',
            users: 10,
            finished: 8,
            finishRate: 80,
            kpis: [
              {
                processorId: 'p2',
                name: 'Bevestiging',
                description: 'oud',
                isImportantGoal: false,
                count: 3,
              },
              { processorId: 'p1', name: 'Naar OTYS', description: 'oud', isImportantGoal: true, count: 5 },
            ],
          },
        ],
      }),
      'api:graphql': (input) => {
        const { variables } = input as { variables: { ids: string[] } }
        asked.push(variables.ids)
        return {
          processors: [
            {
              id: 'p1',
              humanReadableName: 'Naar OTYS',
              category: 'ATS',
              isImportantGoal: true,
              analyticsDescription: 'Telt elke kandidaat die in OTYS is aangemaakt.',
              googleAnalyticsEvent: { eventLabel: 'sollicitatie', eventAction: 'verstuurd' },
            },
          ],
        }
      },
    })
    renderWithProviders(<KpisTab scope={scope} filter={filter} search={{}} onSearch={() => undefined} />)
    const described = await screen.findAllByTestId('kpi-description')
    expect(described).toHaveLength(1)
    expect(described[0]).toHaveTextContent('Telt elke kandidaat die in OTYS is aangemaakt.')
    expect(described[0]).toHaveTextContent('Google Analytics: verstuurd · sollicitatie')
    expect(asked).toEqual([['p1', 'p2']])
    // A processor the server no longer knows says so instead of the old description.
    expect(screen.getByText('Deze actie bestaat niet meer')).toBeInTheDocument()
    expect(screen.queryByText('oud')).toBeNull()
  }, 20_000)
})
