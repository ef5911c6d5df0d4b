/**
 * What closing the window does. With "close to tray" on (and a tray icon to come back through) the window
 * hides and the app keeps running for notifications; a real quit (tray menu, Cmd+Q, update install, OS
 * shutdown) always closes.
 */
export function decideWindowClose(input: {
  readonly closeToTray: boolean
  readonly isQuitting: boolean
  readonly trayAvailable: boolean
}): 'hide' | 'close' {
  if (input.isQuitting) return 'close'
  return input.closeToTray && input.trayAvailable ? 'hide' : 'close'
}

/** Whether the app quits once its last window has closed (macOS apps stay in the Dock, others quit). */
export function shouldQuitWhenAllWindowsClosed(platform: string): boolean {
  return platform !== 'darwin'
}
