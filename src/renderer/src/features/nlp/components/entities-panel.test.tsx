import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { EntitiesPanel } from './entities-panel'

const entities = [
  {
    id: 'le-1',
    name: 'rijbewijs',
    values: [{ id: 'lv-1', name: 'B', synonyms: [{ id: 's-1', name: 'auto' }] }],
  },
]

describe('list entities', () => {
  it('renames a list entity and a value in place, once when the edit ends (updateListEntity, updateListEntityValue)', async () => {
    const sent: { query: string; variables: Record<string, unknown> }[] = []
    installFakePortal({
      'api:graphql': (input) => {
        const { document: query, variables = {} } = input as {
          document: string
          variables?: Record<string, unknown>
        }
        if (query.includes('allListEntities')) return { allListEntities: entities }
        sent.push({ query, variables })
        if (query.includes('updateListEntityValue')) return { updateListEntityValue: { id: 'lv-1' } }
        if (query.includes('updateListEntity')) return { updateListEntity: { id: 'le-1' } }
        return {}
      },
    })
    renderWithProviders(<EntitiesPanel chatbotId="c1" />)
    const name = (await screen.findByTestId('entity-name')) as HTMLInputElement
    fireEvent.change(name, { target: { value: 'rijbewijzen ' } })
    fireEvent.change(name, { target: { value: 'rijbewijzen' } })
    fireEvent.keyDown(name, { key: 'Enter' })
    fireEvent.blur(name)
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]!.query).toContain('updateListEntity(')
    expect(sent[0]!.variables).toEqual({ id: 'le-1', name: 'rijbewijzen' })

    const value = screen.getByTestId('value-name') as HTMLInputElement
    fireEvent.change(value, { target: { value: '' } })
    fireEvent.blur(value)
    expect(value.value).toBe('B')
    fireEvent.change(value, { target: { value: 'B (auto)' } })
    fireEvent.blur(value)
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]!.query).toContain('updateListEntityValue(')
    expect(sent[1]!.variables).toEqual({ id: 'lv-1', name: 'B (auto)' })
  }, 20_000)
})
