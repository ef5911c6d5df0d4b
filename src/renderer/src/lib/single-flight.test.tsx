import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSingleFlight } from './single-flight'

describe('useSingleFlight', () => {
  it('starts one call for a double click, and the next click after it settled starts again', async () => {
    const { result } = renderHook(() => useSingleFlight())
    let calls = 0
    let finish: () => void = () => undefined
    const start = () => {
      calls++
      return new Promise<void>((resolve) => (finish = resolve))
    }
    // Both clicks of a double click arrive before any re-render.
    result.current(start)
    result.current(start)
    expect(calls).toBe(1)
    finish()
    await Promise.resolve()
    await Promise.resolve()
    result.current(start)
    expect(calls).toBe(2)
  })

  it('lets the user try again after a failed call', async () => {
    const { result } = renderHook(() => useSingleFlight())
    let calls = 0
    const failing = () => {
      calls++
      return Promise.reject(new Error('refused'))
    }
    result.current(failing)
    await new Promise((resolve) => setTimeout(resolve, 0))
    result.current(failing)
    expect(calls).toBe(2)
  })
})
