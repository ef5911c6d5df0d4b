import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { defaultInboxFilters, inboxColumns } from '@shared/domain/inbox'
import { installFakePortal, renderWithProviders, testSessionInfo, testUser } from '../../../test-utils'
import { ExportControl } from './export-control'

const filters = { ...defaultInboxFilters(new Date(2026, 2, 15)), isInbound: true }

/** The session answer for a user of this role. */
function signedInAs(role: 'TEAM_LEAD' | 'EMPLOYEE' | 'PARTNER') {
  const info = testSessionInfo({
    state: { status: 'signed-in', user: testUser({ role }), chatbotId: 'c1', passwordResetRequired: false },
  })
  return { 'session:get-info': () => info }
}

describe('ExportControl', () => {
  it('starts with the filters and translated headers, shows progress, cancels', async () => {
    const portal = installFakePortal({
      ...signedInAs('TEAM_LEAD'),
      'exports:start-inbox-export': () => ({ jobId: 'j1' }),
      'exports:cancel': () => undefined,
    })
    renderWithProviders(<ExportControl filters={filters} />, 'en-US')
    await userEvent.click(await screen.findByTestId('export-button'))
    const start = portal.calls.find((call) => call.channel === 'exports:start-inbox-export')
    expect(start?.input).toEqual({
      filters,
      headers: expect.arrayContaining(['Date', 'Assigned agent', 'ATS entity id']),
    })
    expect((start?.input as { headers: string[] }).headers).toHaveLength(inboxColumns.length)

    act(() =>
      portal.emit('exports:did-change-job', {
        jobId: 'j1',
        status: 'running',
        pagesDone: 2,
        totalPages: 5,
        rowsWritten: 2000,
      }),
    )
    expect(await screen.findByTestId('export-progress')).toHaveTextContent('Page 2 of 5 · 2000 rows written')
    // Another job's events are not ours.
    act(() =>
      portal.emit('exports:did-change-job', {
        jobId: 'other',
        status: 'done',
        rowsWritten: 1,
        fileName: 'x.csv',
      }),
    )
    expect(screen.queryByTestId('export-done')).toBeNull()

    await userEvent.click(screen.getByTestId('export-cancel'))
    expect(portal.calls).toContainEqual({ channel: 'exports:cancel', input: { jobId: 'j1' } })
    act(() => portal.emit('exports:did-change-job', { jobId: 'j1', status: 'cancelled' }))
    expect(await screen.findByTestId('export-cancelled')).toBeInTheDocument()
  })

  it("offers 'Open folder' when done", async () => {
    const portal = installFakePortal({
      ...signedInAs('TEAM_LEAD'),
      'exports:start-inbox-export': () => ({ jobId: 'j2' }),
      'exports:show-in-folder': () => undefined,
    })
    renderWithProviders(<ExportControl filters={filters} />, 'en-US')
    await userEvent.click(await screen.findByTestId('export-button'))
    act(() =>
      portal.emit('exports:did-change-job', {
        jobId: 'j2',
        status: 'done',
        rowsWritten: 70,
        fileName: 'smart-inbox.csv',
      }),
    )
    expect(await screen.findByTestId('export-done')).toHaveTextContent('70 rows saved in smart-inbox.csv')
    await userEvent.click(screen.getByTestId('export-open-folder'))
    expect(portal.calls).toContainEqual({ channel: 'exports:show-in-folder', input: { jobId: 'j2' } })
  })

  it('says there is nothing to export, also when main fails the job before the start answers', async () => {
    const portal = installFakePortal({
      ...signedInAs('TEAM_LEAD'),
      'exports:start-inbox-export': () => {
        portal.emit('exports:did-change-job', { jobId: 'j3', status: 'failed', code: 'nothing_to_export' })
        return { jobId: 'j3' }
      },
    })
    renderWithProviders(<ExportControl filters={filters} />)
    await userEvent.click(await screen.findByTestId('export-button'))
    expect(await screen.findByTestId('export-error')).toHaveTextContent(
      'Er zijn geen gesprekken om te exporteren',
    )
  })

  it('does nothing when the save dialog is cancelled', async () => {
    installFakePortal({ ...signedInAs('TEAM_LEAD'), 'exports:start-inbox-export': () => null })
    renderWithProviders(<ExportControl filters={filters} />, 'en-US')
    await userEvent.click(await screen.findByTestId('export-button'))
    await act(async () => {})
    expect(screen.queryByTestId('export-progress')).toBeNull()
    expect(screen.getByTestId('export-button')).toBeEnabled()
  })

  it.each(['EMPLOYEE', 'PARTNER'] as const)(
    'is not offered to a role without the export permission (%s)',
    async (role) => {
      installFakePortal(signedInAs(role))
      renderWithProviders(<ExportControl filters={filters} />, 'en-US')
      await act(async () => {})
      expect(screen.queryByTestId('export-button')).toBeNull()
    },
  )
})
