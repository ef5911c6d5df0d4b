import { existsSync } from 'node:fs'
import path from 'node:path'
import { app } from 'electron'
import electronUpdater from 'electron-updater'
import { isPerMachineInstall, type InstallFacts } from '../updates/update-availability'
import type { UpdaterEvent, UpdaterPort } from '../updates/updater-port'

/** What the update decision needs to know about this install (see update-availability.ts). */
export function electronInstallFacts(): InstallFacts {
  return {
    isPackaged: app.isPackaged,
    // Written by electron-builder from `publish` in electron-builder.yml: the feed URL lives there.
    hasUpdateFeed: app.isPackaged && existsSync(path.join(process.resourcesPath, 'app-update.yml')),
    installedPerMachine: isPerMachineInstall(process.platform, process.execPath, process.env),
  }
}

/**
 * electron-updater behind the UpdaterPort. The feed URL comes from the build configuration
 * (resources/app-update.yml); on Windows the downloaded installer's Authenticode signature must match
 * the publisher recorded there (electron-builder `win.verifyUpdateCodeSignature`), on macOS Squirrel.Mac
 * checks the code signature of the new app against the running one.
 */
export function createElectronUpdater(options: {
  /** Runs before quitAndInstall closes the windows, so close-to-tray lets them close. */
  readonly beforeQuit: () => void
  readonly log: (message: string, detail?: unknown) => void
}): UpdaterPort {
  const { autoUpdater } = electronUpdater
  autoUpdater.autoDownload = true // in the background; installing stays the user's choice
  autoUpdater.autoInstallOnAppQuit = true // an update the user did not restart for is applied at the next quit
  autoUpdater.allowDowngrade = false
  autoUpdater.allowPrerelease = false
  autoUpdater.disableWebInstaller = true // web installers may lack signature verification
  autoUpdater.logger = {
    info: () => undefined,
    warn: (message?: unknown) => options.log('[updater] warning', message),
    error: (message?: unknown) => options.log('[updater] error', message),
  }

  return {
    async check() {
      await autoUpdater.checkForUpdates()
    },
    quitAndInstall() {
      options.beforeQuit()
      // Silent (no installer wizard) and relaunch afterwards: the user asked for exactly this restart.
      autoUpdater.quitAndInstall(true, true)
    },
    onEvent(listener: (event: UpdaterEvent) => void) {
      const handlers = {
        'checking-for-update': () => listener({ type: 'checking' }),
        'update-available': (info: { version: string }) =>
          listener({ type: 'available', version: info.version }),
        'update-not-available': () => listener({ type: 'not-available' }),
        'download-progress': (progress: { percent: number }) =>
          listener({ type: 'progress', percent: progress.percent }),
        'update-downloaded': (info: { version: string }) =>
          listener({ type: 'downloaded', version: info.version }),
        error: (error: Error) => listener({ type: 'error', error }),
      } as const
      for (const [name, handler] of Object.entries(handlers))
        autoUpdater.on(name as 'error', handler as () => void)
      return () => {
        for (const [name, handler] of Object.entries(handlers))
          autoUpdater.off(name as 'error', handler as () => void)
      }
    },
  }
}
