import { useRef } from 'react'

/**
 * One user action sends once (QUALITY REL-11): while a call started here runs, further starts (a double
 * click, Enter pressed twice) do nothing. A mutation's `isPending` cannot guard this: the second click of a
 * double click arrives before React has rendered the first one's pending state. The call's failure is shown
 * by its mutation's state, so the rejection is not rethrown here.
 */
export function useSingleFlight(): (start: () => Promise<unknown>) => void {
  const busy = useRef(false)
  return (start) => {
    if (busy.current) return
    busy.current = true
    void start()
      .catch(() => undefined)
      .finally(() => {
        busy.current = false
      })
  }
}
