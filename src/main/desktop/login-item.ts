/**
 * Launch at login. Windows and macOS go through Electron's `app.setLoginItemSettings`; Linux has no such API,
 * so the shell writes an XDG autostart entry (~/.config/autostart) built here.
 */
export const launchedAtLoginFlag = '--launched-at-login'

export function loginItemSettings(openAtLogin: boolean): { openAtLogin: boolean; args: string[] } {
  // The flag lets the app start hidden in the tray instead of opening its window over the user's desktop.
  return { openAtLogin, args: openAtLogin ? [launchedAtLoginFlag] : [] }
}

export const autostartFileName = 'chatbot-portal.desktop'

/** An XDG autostart entry; `exec` is the AppImage path when run from one (its mount point changes per run). */
export function autostartDesktopEntry(exec: string): string {
  const quoted = /[\s"'\\]/.test(exec) ? `"${exec.replace(/(["\\`$])/g, '\\$1')}"` : exec
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Chatbot Portal',
    `Exec=${quoted} ${launchedAtLoginFlag}`,
    'X-GNOME-Autostart-enabled=true',
    'NoDisplay=true',
    '',
  ].join('\n')
}

/** Started by the login item: stay in the tray when the user wants that, rather than popping up a window. */
export function shouldStartHidden(argv: readonly string[], closeToTray: boolean): boolean {
  return closeToTray && argv.includes(launchedAtLoginFlag)
}
