import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AvailabilityBlock } from '@shared/domain/availabilities'
import { MutationFailedError } from '../../../lib/field-errors'
import { renderWithProviders } from '../../../test-utils'
import type { BlockCalls, BlockTimes } from '../api/availabilities'
import { BlockEditor, newBlockTimes } from './block-editor'

const blocks: AvailabilityBlock[] = [
  { id: 'b-mon-am', day: 'monday', startTime: '09:00:00', endTime: '12:00:00' },
  { id: 'b-mon-pm', day: 'monday', startTime: '13:00:00', endTime: '17:00:00' },
  { id: 'b-sat', day: 'saturday', startTime: '09:00:00', endTime: '11:00:00' },
]

function fakeCalls(overrides: Partial<BlockCalls> = {}) {
  const calls = {
    create: vi.fn(async (_id: string, block: BlockTimes) => ({
      id: 'b-new',
      day: block.day,
      startTime: `${block.startTime}:00`,
      endTime: `${block.endTime}:00`,
    })),
    update: vi.fn(async (id: string, block: BlockTimes) => ({
      id,
      day: block.day,
      startTime: `${block.startTime}:00`,
      endTime: `${block.endTime}:00`,
    })),
    remove: vi.fn(async () => undefined),
    ...overrides,
  }
  return calls
}

const day = (name: string) => document.querySelector(`[data-day="${name}"]`) as HTMLElement
const hoursOf = (label: string) => screen.getAllByLabelText(label)[0] as HTMLInputElement

/** The week editor of an availability: each block change its own call, the rules shown before sending. */
// A week of time pickers renders slowly on a loaded machine; no assertion here depends on the time taken.
describe('block editor', { timeout: 20_000 }, () => {
  it('adds a block after the last one of its day with one create call', async () => {
    const calls = fakeCalls()
    renderWithProviders(
      <BlockEditor
        availabilityId="av-1"
        blocks={blocks}
        workingDaysOnly={false}
        readOnly={false}
        calls={calls}
      />,
      'en-US',
    )
    fireEvent.click(within(day('monday')).getByTestId('block-add'))
    await waitFor(() => expect(within(day('monday')).getAllByTestId('block-row')).toHaveLength(3))
    expect(calls.create).toHaveBeenCalledTimes(1)
    expect(calls.create).toHaveBeenCalledWith('av-1', { day: 'monday', startTime: '17:00', endTime: '18:00' })
    fireEvent.click(within(day('tuesday')).getByTestId('block-add'))
    await waitFor(() => expect(calls.create).toHaveBeenCalledTimes(2))
    expect(calls.create).toHaveBeenLastCalledWith('av-1', {
      day: 'tuesday',
      startTime: '09:00',
      endTime: '17:00',
    })
    expect(newBlockTimes('monday', [{ id: 'x', day: 'monday', startTime: '22:00', endTime: '23:30' }])).toBe(
      null,
    )
  })

  it('shows a start not earlier than the end and sends nothing, then saves the fixed block once after the debounce', async () => {
    const calls = fakeCalls()
    renderWithProviders(
      <BlockEditor
        availabilityId="av-1"
        blocks={blocks}
        workingDaysOnly={false}
        readOnly={false}
        calls={calls}
      />,
      'en-US',
    )
    // Monday morning ends at 09:00, its own start: not earlier, so refused.
    const endHours = hoursOf('Monday, end hour')
    fireEvent.change(endHours, { target: { value: '09' } })
    expect(await screen.findByText('The start time must be earlier than the end time.')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(calls.update).not.toHaveBeenCalled()

    fireEvent.change(hoursOf('Monday, end hour'), { target: { value: '11' } })
    await waitFor(() => expect(screen.queryByTestId('block-problem')).toBeNull())
    await waitFor(() => expect(calls.update).toHaveBeenCalledTimes(1), { timeout: 3000 })
    expect(calls.update).toHaveBeenCalledWith('b-mon-am', {
      id: 'b-mon-am',
      day: 'monday',
      startTime: '09:00',
      endTime: '11:00',
    })
  })

  it('refuses an overlap within the day', async () => {
    const calls = fakeCalls()
    renderWithProviders(
      <BlockEditor
        availabilityId="av-1"
        blocks={blocks}
        workingDaysOnly={false}
        readOnly={false}
        calls={calls}
      />,
      'en-US',
    )
    fireEvent.change(hoursOf('Monday, end hour'), { target: { value: '14' } })
    // Both blocks say so: each overlaps the other.
    expect(await screen.findAllByText('Overlaps another block on this day.')).toHaveLength(2)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(calls.update).not.toHaveBeenCalled()
  })

  it("deletes with one call, and shows the server's 'can not delete block' when it refuses", async () => {
    const calls = fakeCalls({
      remove: vi
        .fn()
        .mockResolvedValueOnce(undefined)
        .mockRejectedValueOnce(
          new MutationFailedError('delete block', [], 'can not delete block', 'block_not_deleted'),
        ),
    })
    renderWithProviders(
      <BlockEditor
        availabilityId="av-1"
        blocks={blocks}
        workingDaysOnly={false}
        readOnly={false}
        calls={calls}
      />,
      'en-US',
    )
    const [first, second] = within(day('monday')).getAllByTestId('block-remove')
    fireEvent.click(first!)
    await waitFor(() => expect(within(day('monday')).getAllByTestId('block-row')).toHaveLength(1))
    expect(calls.remove).toHaveBeenCalledWith('b-mon-am')
    fireEvent.click(second!)
    expect(await within(day('monday')).findByText('can not delete block')).toBeTruthy()
    expect(within(day('monday')).getAllByTestId('block-row')).toHaveLength(1)
  })

  it('plans working days only: the weekend keeps its block, dimmed, and takes no new one', () => {
    renderWithProviders(
      <BlockEditor
        availabilityId="av-1"
        blocks={blocks}
        workingDaysOnly
        readOnly={false}
        calls={fakeCalls()}
      />,
      'nl-NL',
    )
    expect(day('saturday').dataset.planned).toBe('false')
    expect(within(day('saturday')).getAllByTestId('block-row')).toHaveLength(1)
    expect(within(day('saturday')).queryByTestId('block-add')).toBeNull()
    expect(within(day('saturday')).getByText('Niet gepland')).toBeTruthy()
    expect(within(day('friday')).getByTestId('block-add')).toBeTruthy()
  })
})
