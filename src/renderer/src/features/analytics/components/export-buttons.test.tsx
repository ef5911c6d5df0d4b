import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithRouter } from '../../../test-utils'
import { ExportButtons } from './export-buttons'

const filter = { startDate: '2026-11-19', endDate: '2026-11-25', flowIds: [] }
const done = (jobId: string) => ({ jobId, status: 'done', rowsWritten: 43, fileName: 'conversations.csv' })

describe('analytics export buttons', { timeout: 30_000 }, () => {
  it('shows the outcome main reported before the start command answered (a small table is written in milliseconds)', async () => {
    const fake = installFakePortal({
      'exports:start-portal-analytics-export': async () => {
        // Main's job events travel beside the command's answer and may overtake it.
        fake.emit('exports:did-change-job', {
          jobId: 'job-1',
          status: 'running',
          pagesDone: 0,
          totalPages: 1,
          rowsWritten: 0,
        })
        fake.emit('exports:did-change-job', done('job-1'))
        return { jobId: 'job-1' }
      },
    })
    renderWithRouter(<ExportButtons table="conversations" filter={filter} />, 'nl-NL')
    await userEvent.click(await screen.findByRole('button', { name: 'Exporteren als CSV' }))
    expect(await screen.findByTestId('export-conversations-done')).toHaveTextContent(
      'conversations.csv opgeslagen (43 rijen)',
    )
    expect(screen.getByRole('button', { name: 'Exporteren als CSV' })).toBeEnabled()
  })

  it("follows its own job and ignores another screen's", async () => {
    const fake = installFakePortal({
      'exports:start-portal-analytics-export': async () => ({ jobId: 'job-2' }),
    })
    renderWithRouter(<ExportButtons table="conversations" filter={filter} />, 'en-US')
    await userEvent.click(await screen.findByRole('button', { name: 'Export as CSV' }))
    await expect.poll(() => fake.calls.length).toBe(1)
    fake.emit('exports:did-change-job', { ...done('job-other'), fileName: 'other.csv' })
    expect(screen.queryByTestId('export-conversations-done')).toBeNull()
    fake.emit('exports:did-change-job', done('job-2'))
    expect(await screen.findByTestId('export-conversations-done')).toHaveTextContent('conversations.csv')
  })
})
