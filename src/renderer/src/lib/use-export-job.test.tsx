import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal } from '../test-utils'
import { portal } from './portal'
import { useExportJob } from './use-export-job'

const done = (jobId: string) => ({ jobId, status: 'done', rowsWritten: 43, fileName: `${jobId}.csv` })

describe('useExportJob', () => {
  it('shows what main reported before the start command answered (the done event may overtake it)', async () => {
    const fake = installFakePortal({
      'exports:start-portal-analytics-export': async () => {
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
    const { result } = renderHook(() => useExportJob())
    await act(() =>
      result.current.start(() =>
        portal().exports.startPortalAnalyticsExport({
          table: 'kpis',
          range: { startDate: '2026-11-19', endDate: '2026-11-25' },
          flowIds: [],
          format: 'csv',
          language: 'nl-NL',
        }),
      ),
    )
    expect(result.current.view).toEqual(done('job-1'))
    expect(result.current.busy).toBe(false)
  })

  it('follows its own job only, and forgets what another job reported before its start', async () => {
    const fake = installFakePortal({ 'exports:cancel': async () => undefined })
    const { result } = renderHook(() => useExportJob())
    act(() => fake.emit('exports:did-change-job', done('job-old')))
    await act(() => result.current.start(async () => ({ jobId: 'job-2' })))
    expect(result.current.view).toEqual({
      jobId: 'job-2',
      status: 'running',
      pagesDone: 0,
      totalPages: 0,
      rowsWritten: 0,
    })
    expect(result.current.busy).toBe(true)
    act(() => fake.emit('exports:did-change-job', done('job-other')))
    expect(result.current.view).toMatchObject({ jobId: 'job-2', status: 'running' })
    await act(() => result.current.cancel())
    expect(fake.calls).toEqual([{ channel: 'exports:cancel', input: { jobId: 'job-2' } }])
    act(() => fake.emit('exports:did-change-job', { jobId: 'job-2', status: 'cancelled' }))
    expect(result.current.view).toEqual({ jobId: 'job-2', status: 'cancelled' })
    act(() => result.current.dismissOutcome())
    expect(result.current.view).toEqual({ status: 'idle' })
  })

  it('stays idle when the save dialog was cancelled, and says why a start was refused', async () => {
    installFakePortal()
    const { result } = renderHook(() => useExportJob())
    await act(() => result.current.start(async () => null))
    expect(result.current.view).toEqual({ status: 'idle' })
    await act(() =>
      result.current.start(async () => {
        throw Object.assign(new Error('off'), { code: 'export_disabled' })
      }),
    )
    await waitFor(() =>
      expect(result.current.view).toEqual({ status: 'start-failed', code: 'export_disabled' }),
    )
    act(() => result.current.dismiss())
    expect(result.current.view).toEqual({ status: 'idle' })
  })
})
