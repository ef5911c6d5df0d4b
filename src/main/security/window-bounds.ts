export interface WindowBounds {
  readonly x?: number
  readonly y?: number
  readonly width: number
  readonly height: number
}

export interface SavedWindowState {
  readonly bounds: WindowBounds
  readonly maximized: boolean
}

export interface DisplayArea {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

export const defaultWindowState: SavedWindowState = { bounds: { width: 1280, height: 800 }, maximized: false }

/**
 * Restores the remembered size and position, but only where it is still visible: a monitor may have been
 * unplugged since, and a window opening off-screen looks like an app that did not start.
 */
export function restoreWindowState(saved: unknown, displays: readonly DisplayArea[]): SavedWindowState {
  if (!isSavedState(saved)) return defaultWindowState
  const { bounds, maximized } = saved
  const width = Math.max(960, Math.round(bounds.width))
  const height = Math.max(600, Math.round(bounds.height))
  if (bounds.x === undefined || bounds.y === undefined) return { bounds: { width, height }, maximized }
  const { x, y } = bounds
  // At least a 100 × 50 strip of the title bar must lie on some display.
  const visible = displays.some(
    (d) => x + width - 100 >= d.x && x + 100 <= d.x + d.width && y >= d.y && y + 50 <= d.y + d.height,
  )
  return visible ? { bounds: { x, y, width, height }, maximized } : { bounds: { width, height }, maximized }
}

function isSavedState(value: unknown): value is SavedWindowState {
  if (typeof value !== 'object' || value === null) return false
  const { bounds, maximized } = value as { bounds?: unknown; maximized?: unknown }
  if (typeof maximized !== 'boolean' || typeof bounds !== 'object' || bounds === null) return false
  const b = bounds as Record<string, unknown>
  const finite = (n: unknown) => typeof n === 'number' && Number.isFinite(n)
  return (
    finite(b.width) &&
    finite(b.height) &&
    (b.x === undefined || finite(b.x)) &&
    (b.y === undefined || finite(b.y))
  )
}
