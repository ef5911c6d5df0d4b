import { mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { app } from 'electron'
import { autostartDesktopEntry, autostartFileName, loginItemSettings } from '../desktop/login-item'

/**
 * Makes the OS start the portal at login, or stops it. Only for packaged builds: in development it would
 * register the bare Electron binary.
 */
export async function applyLaunchAtLogin(enabled: boolean): Promise<void> {
  if (!app.isPackaged) return
  if (process.platform === 'linux') {
    const dir = path.join(process.env['XDG_CONFIG_HOME'] ?? path.join(os.homedir(), '.config'), 'autostart')
    const file = path.join(dir, autostartFileName)
    if (!enabled) return rm(file, { force: true })
    await mkdir(dir, { recursive: true })
    // An AppImage runs from a new mount point each time; APPIMAGE is its stable path on disk.
    await writeFile(file, autostartDesktopEntry(process.env['APPIMAGE'] ?? process.execPath), 'utf8')
    return
  }
  app.setLoginItemSettings(loginItemSettings(enabled))
}
