import { act, renderHook, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { JSX, ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakePortal, renderWithProviders } from '../test-utils'
import { SaveStatus } from '../ui/save-status'
import { debounceMs } from './debounce-times'
import { useFlushBeforeClose } from './flush-before-close'
import { flushPendingSaves, pendingSaveCount } from './pending-saves'
import { useLogout } from './session'
import { useDebouncedSave } from './use-debounced-save'

describe('useDebouncedSave (ARCHITECTURE §4, QUALITY REL-6)', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('saves the latest edit once, after the spec’s debounce time', async () => {
    const save = vi.fn(async (_value: string) => undefined)
    const { result } = renderHook(() => useDebouncedSave({ delayMs: debounceMs.intents, save }))
    act(() => result.current.schedule('a'))
    await act(() => vi.advanceTimersByTimeAsync(1000))
    act(() => result.current.schedule('ab'))
    await act(() => vi.advanceTimersByTimeAsync(1000))
    act(() => result.current.schedule('abc'))
    expect(result.current.status).toBe('pending')
    expect(pendingSaveCount()).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(1299))
    expect(save).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(save).toHaveBeenCalledTimes(1)
    expect(save).toHaveBeenCalledWith('abc')
    expect(result.current.status).toBe('saved')
    expect(pendingSaveCount()).toBe(0)
  })

  it('draws its screen once when an edit starts waiting, not again for each keystroke after it', () => {
    let renders = 0
    const save = vi.fn(async (_value: string) => undefined)
    const { result } = renderHook(() => {
      renders += 1
      return useDebouncedSave({ delayMs: debounceMs.intents, save })
    })
    act(() => result.current.schedule('a'))
    const afterFirst = renders
    act(() => result.current.schedule('ab'))
    act(() => result.current.schedule('abc'))
    expect(renders).toBe(afterFirst)
    expect(result.current.status).toBe('pending')
  })

  it('flushes a waiting edit at once (close, quit, sign-out), and on unmount', async () => {
    const save = vi.fn(async (_value: number) => undefined)
    const { result, unmount } = renderHook(() => useDebouncedSave({ delayMs: 2000, save }))
    act(() => result.current.schedule(1))
    await act(() => flushPendingSaves())
    expect(save).toHaveBeenCalledWith(1)
    expect(result.current.status).toBe('saved')
    act(() => result.current.schedule(2))
    unmount()
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(save).toHaveBeenLastCalledWith(2)
    expect(save).toHaveBeenCalledTimes(2)
  })

  it('keeps the edit when the save fails, and sends it again on retry', async () => {
    let fail = true
    const save = vi.fn(async (_value: string) => {
      if (fail) throw new Error('offline')
    })
    const { result } = renderHook(() => useDebouncedSave({ delayMs: 1500, save }))
    act(() => result.current.schedule('Hallo'))
    await act(() => vi.advanceTimersByTimeAsync(1500))
    expect(result.current.status).toBe('failed')
    expect(result.current.hasUnsaved()).toBe(true)
    // A close now still tries the kept edit.
    expect(pendingSaveCount()).toBe(1)
    fail = false
    await act(() => result.current.flush())
    expect(save).toHaveBeenLastCalledWith('Hallo')
    expect(result.current.status).toBe('saved')
    expect(result.current.hasUnsaved()).toBe(false)
  })

  it('a newer edit replaces a failed one, and saves run one at a time in order', async () => {
    const order: string[] = []
    let release: () => void = () => undefined
    const save = vi.fn(
      (value: string) =>
        new Promise<void>((resolve) => {
          order.push(`start ${value}`)
          release = () => {
            order.push(`end ${value}`)
            resolve()
          }
        }),
    )
    const { result } = renderHook(() => useDebouncedSave({ delayMs: 100, save }))
    act(() => result.current.schedule('one'))
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(result.current.status).toBe('saving')
    act(() => result.current.schedule('two'))
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(order).toEqual(['start one'])
    await act(async () => release())
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(order).toEqual(['start one', 'end one', 'start two'])
    await act(async () => release())
    expect(result.current.status).toBe('saved')
  })
})

describe('SaveStatus', () => {
  it('says "Saving…", "Saved" and the failure message in both languages', () => {
    const shown = (element: JSX.Element, language: 'nl-NL' | 'en-US') => {
      const view = renderWithProviders(element, language)
      const text = screen.getByTestId('save-status').textContent
      view.unmount()
      return text
    }
    expect(shown(<SaveStatus status="saving" error={null} />, 'en-US')).toBe('Saving…')
    expect(shown(<SaveStatus status="saved" error={null} />, 'en-US')).toBe('Saved')
    expect(shown(<SaveStatus status="pending" error={null} />, 'nl-NL')).toBe('Opslaan…')
    expect(shown(<SaveStatus status="saved" error={null} />, 'nl-NL')).toBe('Opgeslagen')
    expect(
      shown(
        <SaveStatus status="failed" error={new Error('x')} failureMessage="Couldn't save note" />,
        'en-US',
      ),
    ).toContain("Couldn't save note")
    expect(shown(<SaveStatus status="failed" error={new Error('x')} />, 'nl-NL')).toContain(
      'Er is iets fout gegaan.',
    )
  })
})

describe('flush before close and sign-out (QUALITY REL-6)', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  )

  it('saves a waiting edit when main asks, then answers ready-to-close', async () => {
    const portal = installFakePortal({ 'app:ready-to-close': () => undefined })
    const saved: string[] = []
    renderHook(() => useFlushBeforeClose())
    const { result } = renderHook(() =>
      useDebouncedSave({
        delayMs: 2000,
        save: async (value: string) => void saved.push(value),
      }),
    )
    act(() => result.current.schedule('typed just now'))
    act(() => portal.emit('app:did-request-flush', { requestId: 'r1', reason: 'close' }))
    await waitFor(() =>
      expect(portal.calls).toContainEqual({ channel: 'app:ready-to-close', input: { requestId: 'r1' } }),
    )
    expect(saved).toEqual(['typed just now'])
  })

  it('saves a waiting edit before signing out', async () => {
    const order: string[] = []
    installFakePortal({
      'session:logout': () => void order.push('logout'),
      'session:get-info': () => ({}),
    })
    const { result: edit } = renderHook(() =>
      useDebouncedSave({ delayMs: 2000, save: async () => void order.push('save') }),
    )
    const { result: logout } = renderHook(() => useLogout(), { wrapper })
    act(() => edit.current.schedule('x'))
    await act(() => logout.current.mutateAsync())
    expect(order).toEqual(['save', 'logout'])
  })
})
