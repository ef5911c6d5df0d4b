import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../test-utils'
import { SortableHandle, SortableItem, SortableList } from './sortable-list'

/**
 * Sorting by keyboard is explained in the interface language (dnd-kit's instructions); the spoken steps of a
 * keyboard sort are checked in a real browser (builder.spec.ts), jsdom has no layout to sort by.
 */
function List({ onMove }: { onMove: (from: number, to: number) => void }) {
  const names: Record<string, string> = { a: 'Rijbewijs', b: 'Ervaring' }
  return (
    <SortableList ids={['a', 'b']} nameOf={(id) => names[id] ?? ''} onMove={onMove}>
      {['a', 'b'].map((id) => (
        <SortableItem key={id} id={id}>
          {(row) => (
            <div ref={row.ref} style={row.style}>
              <SortableHandle label={`grip ${names[id]}`} testId={`grip-${id}`} />
            </div>
          )}
        </SortableItem>
      ))}
    </SortableList>
  )
}

describe('a sortable list', () => {
  it.each([
    [
      'nl-NL',
      'Druk op spatie of Enter om op te pakken. Verplaats met de pijltjestoetsen, druk nogmaals op spatie of Enter om neer te zetten, of op Escape om te annuleren.',
    ],
    [
      'en-US',
      'Press Space or Enter to pick up. Move with the arrow keys, press Space or Enter again to drop, or Escape to cancel.',
    ],
  ] as const)('tells a screen reader how to sort from the keyboard in %s', (language, instructions) => {
    renderWithProviders(<List onMove={() => {}} />, language)
    expect(screen.getByText(instructions)).toBeTruthy()
    // The grip points to those instructions and names its item.
    const grip = screen.getByTestId('grip-a')
    expect(grip.getAttribute('aria-label')).toBe('grip Rijbewijs')
    expect(document.getElementById(grip.getAttribute('aria-describedby')!)?.textContent).toBe(instructions)
  })
})
