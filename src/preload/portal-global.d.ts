import type { PortalBridge } from '../shared/ipc'

declare global {
  interface Window {
    /** The typed bridge to main, built from src/shared/ipc by the preload (or the browser harness). */
    readonly portal: PortalBridge
  }
}
