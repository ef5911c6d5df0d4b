import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { defaultInboxFilters } from '@shared/domain/inbox'
import { defaultPreferences, type Preferences } from '@shared/domain/preferences'
import { installFakePortal, renderWithProviders, testSessionInfo, testUser } from '../../../test-utils'
import { ExportControl } from './export-control'

const filters = { ...defaultInboxFilters(new Date(2026, 2, 15)), isInbound: true }

/** The session answer for a user of this role. */
function signedInAs(role: 'TEAM_LEAD' | 'EMPLOYEE' | 'PARTNER', prefs: Partial<Preferences> = {}) {
  const info = testSessionInfo({
    state: { status: 'signed-in', user: testUser({ role }), chatbotId: 'c1', passwordResetRequired: false },
  })
  let values = { ...defaultPreferences, ...prefs }
  return {
    'session:get-info': () => info,
    'prefs:get': () => ({ values, locked: [] }),
    'prefs:set': (patch: unknown) => {
      values = { ...values, ...(patch as Partial<Preferences>) }
      return { values, locked: [] }
    },
  }
}

// The first test pays for loading Mantine and the locales; on a busy machine that alone can take seconds.
describe('ExportControl', { timeout: 20_000 }, () => {
  it('starts an .xlsx export with the filters and the interface language, shows progress, cancels', async () => {
    const portal = installFakePortal({
      ...signedInAs('TEAM_LEAD'),
      'exports:start-inbox-export': () => ({ jobId: 'j1' }),
      'exports:cancel': () => undefined,
    })
    renderWithProviders(<ExportControl filters={filters} />, 'en-US')
    await userEvent.click(await screen.findByTestId('export-button'))
    const start = portal.calls.find((call) => call.channel === 'exports:start-inbox-export')
    expect(start?.input).toEqual({ filters, format: 'xlsx', separator: ',', language: 'en-US' })

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

describe('ExportControl formats', () => {
  it('offers CSV with `;` first in Dutch, starts it from the menu and remembers the choice', async () => {
    const portal = installFakePortal({
      ...signedInAs('TEAM_LEAD'),
      'exports:start-inbox-export': () => null,
    })
    renderWithProviders(<ExportControl filters={filters} />)
    await userEvent.click(await screen.findByTestId('export-format'))
    const items = await screen.findAllByRole('menuitem', { hidden: true })
    expect(items.map((item) => item.textContent)).toEqual([
      'Excel-werkmap (.xlsx)',
      'CSV, gescheiden door puntkomma (;)aanbevolen voor Nederlands',
      'CSV, gescheiden door komma (,)',
    ])
    // jsdom never ends Mantine's menu transition: the items stay 'hidden', so they are clicked directly.
    fireEvent.click(screen.getByTestId('export-format-csv-semicolon'))
    expect(portal.calls).toContainEqual({
      channel: 'exports:start-inbox-export',
      input: { filters, format: 'csv', separator: ';', language: 'nl-NL' },
    })
    // The language's own separator is kept as "follow the language".
    await waitFor(() =>
      expect(portal.calls).toContainEqual({
        channel: 'prefs:set',
        input: { exportFormat: 'csv', csvSeparator: null },
      }),
    )
    expect(await screen.findByTestId('export-button')).toHaveAttribute('data-format', 'csv')
  })

  it('uses a separator chosen in the preferences over the language default', async () => {
    const portal = installFakePortal({
      ...signedInAs('TEAM_LEAD', { exportFormat: 'csv', csvSeparator: ',' }),
      'exports:start-analytics-export': () => null,
    })
    renderWithProviders(<ExportControl filters={filters} kind="analytics" />)
    await userEvent.click(await screen.findByTestId('export-button'))
    expect(portal.calls).toContainEqual({
      channel: 'exports:start-analytics-export',
      input: { filters, format: 'csv', separator: ',', language: 'nl-NL' },
    })
  })

  it("clears 'nothing to export' when the filter changes", async () => {
    const portal = installFakePortal({
      ...signedInAs('TEAM_LEAD'),
      'exports:start-inbox-export': () => {
        portal.emit('exports:did-change-job', { jobId: 'j9', status: 'failed', code: 'nothing_to_export' })
        return { jobId: 'j9' }
      },
    })
    function WithFilterBar() {
      const [shown, setShown] = useState(filters)
      return (
        <>
          <button type="button" onClick={() => setShown({ ...filters, isInbound: false })}>
            other filter
          </button>
          <ExportControl filters={shown} />
        </>
      )
    }
    renderWithProviders(<WithFilterBar />, 'en-US')
    await userEvent.click(await screen.findByTestId('export-button'))
    expect(await screen.findByTestId('export-error')).toHaveTextContent(
      'There are no conversations to export',
    )
    await userEvent.click(screen.getByRole('button', { name: 'other filter' }))
    expect(screen.queryByTestId('export-error')).toBeNull()
  })
})

describe('ExportControl and the chatbot', () => {
  it("clears 'nothing to export' when another chatbot is selected", async () => {
    const portal = installFakePortal({
      ...signedInAs('TEAM_LEAD'),
      'exports:start-inbox-export': () => {
        portal.emit('exports:did-change-job', { jobId: 'j10', status: 'failed', code: 'nothing_to_export' })
        return { jobId: 'j10' }
      },
    })
    renderWithProviders(<ExportControl filters={filters} />, 'en-US')
    await userEvent.click(await screen.findByTestId('export-button'))
    expect(await screen.findByTestId('export-error')).toBeInTheDocument()
    act(() =>
      portal.emit(
        'session:did-change',
        testSessionInfo({
          state: {
            status: 'signed-in',
            user: testUser({ role: 'TEAM_LEAD' }),
            chatbotId: 'c2',
            passwordResetRequired: false,
          },
        }),
      ),
    )
    await waitFor(() => expect(screen.queryByTestId('export-error')).toBeNull())
  })
})
