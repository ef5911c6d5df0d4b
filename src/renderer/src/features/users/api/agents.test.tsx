import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { installFakePortal } from '../../../test-utils'
import { agentsQuery, useUpdateAgent, type AgentsData } from './agents'

const agents: AgentsData = {
  allAgents: [
    {
      id: 'a-1',
      name: 'Daan Visser',
      email: 'daan@example.nl',
      phone: null,
      isActive: true,
      isAdmin: false,
      devices: [],
      teams: [{ id: 't-1', name: 'Noord', hasAccess: true }],
    },
  ],
  allTeams: [{ id: 't-1', name: 'Noord' }],
}

function setup(ok: boolean) {
  let answer: (value: unknown) => void = () => undefined
  const portal = installFakePortal({
    'api:graphql': (input) =>
      (input as { document: string }).document.includes('mutation')
        ? new Promise((resolve) => {
            answer = resolve
          })
        : agents,
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(agentsQuery('cb').queryKey, agents)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const hook = renderHook(() => useUpdateAgent('cb'), { wrapper })
  const active = () => client.getQueryData<AgentsData>(agentsQuery('cb').queryKey)?.allAgents[0]?.isActive
  const reply = () =>
    answer({
      updateAgent: {
        ok,
        errors: ok ? [] : [{ field: 'isActive', messages: ['Something went wrong.'] }],
        errorMessage: ok ? null : 'Something went wrong.',
      },
    })
  return { hook, active, reply, portal }
}

describe('agent switches (updateAgent.ok)', () => {
  it('moves at once and goes back when the server answers ok: false', async () => {
    const { hook, active, reply } = setup(false)
    act(() => hook.result.current.mutate({ id: 'a-1', isActive: false }))
    await waitFor(() => expect(active()).toBe(false))
    reply()
    await waitFor(() => expect(hook.result.current.isError).toBe(true))
    expect(active()).toBe(true)
  })

  it('stays when the server answers ok', async () => {
    const { hook, active, reply, portal } = setup(true)
    act(() => hook.result.current.mutate({ id: 'a-1', isActive: false }))
    await waitFor(() => expect(active()).toBe(false))
    reply()
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true))
    const sent = portal.calls.find((call) =>
      (call.input as { document: string }).document.includes('mutation'),
    )
    expect((sent?.input as { variables: unknown }).variables).toEqual({ id: 'a-1', isActive: false })
  })
})
