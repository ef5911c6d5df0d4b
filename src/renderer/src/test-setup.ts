import '@testing-library/jest-dom/vitest'
import { notifications } from '@mantine/notifications'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { discardPendingSaves } from './lib/pending-saves'

afterEach(() => {
  cleanup()
  // Mantine keeps its notifications in one store per module, and the unit files of a worker share their
  // modules (isolate: false): left there, another file's notifications fill the five shown at once, and a
  // test's own waits in the queue, never rendered.
  notifications.clean()
  discardPendingSaves()
})

// jsdom lacks these browser APIs that Mantine uses.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
