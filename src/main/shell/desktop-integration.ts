import path from 'node:path'
import { app, session, type BrowserWindow } from 'electron'
import { toInterfaceLanguage, type InterfaceLanguage } from '@shared/domain/languages'
import { buildAppMenuTemplate, buildTrayMenuTemplate } from '../desktop/app-menu-template'
import { desktopStrings } from '../desktop/desktop-strings'
import type { MenuCommand } from '../desktop/menu-spec'
import { canChooseSpellCheckerLanguages, spellCheckerLanguages } from '../desktop/spell-check'
import { decideWindowClose } from '../desktop/window-close'
import type { PortalMain } from '../portal-main'
import { installAppMenu } from './app-menu'
import { applyLaunchAtLogin } from './login-item'
import { createTray, type PortalTray } from './tray'

export interface DesktopIntegration {
  /** Wires close-to-tray for a newly opened window. */
  attachWindow(window: BrowserWindow): void
  /** Lets windows really close (quit from the tray, update install). */
  markQuitting(): void
  dispose(): void
}

/**
 * Tray, application menu, launch at login, close to tray and the spell-check language, each following the
 * preferences (which a managed policy may lock). The decisions are plain functions in src/main/desktop.
 */
export function attachDesktopIntegration(input: {
  readonly portal: PortalMain
  readonly osLocale: string
  readonly isDevelopment: boolean
  readonly showWindow: () => void
  readonly log: (message: string, detail?: unknown) => void
}): DesktopIntegration {
  const { portal } = input
  let isQuitting = false
  let tray: PortalTray | null = null
  const windows = new Set<BrowserWindow>()
  /** Windows whose page has saved its waiting edits: their next close goes through. */
  const flushed = new WeakSet<BrowserWindow>()

  const language = (): InterfaceLanguage =>
    portal.prefs.get().values.language ?? toInterfaceLanguage(input.osLocale)
  const run = (command: MenuCommand) => {
    switch (command) {
      case 'open-window':
        return input.showWindow()
      case 'open-preferences':
        input.showWindow()
        // The renderer routes by hash; setting it navigates without a reload and without a new IPC channel.
        for (const window of windows)
          void window.webContents.executeJavaScript("location.hash = '#/preferences'")
        return
      case 'quit':
        isQuitting = true
        return app.quit()
    }
  }

  const imagesDir = app.isPackaged
    ? path.join(process.resourcesPath, 'tray')
    : path.join(app.getAppPath(), 'resources', 'tray')
  const applyLanguage = (lng: InterfaceLanguage) => {
    const strings = desktopStrings(lng)
    installAppMenu(
      buildAppMenuTemplate({ platform: process.platform, isDevelopment: input.isDevelopment, strings }),
      run,
    )
    if (tray) tray.update(buildTrayMenuTemplate(strings), strings.tray.tooltip)
    if (canChooseSpellCheckerLanguages(process.platform)) {
      const languages = spellCheckerLanguages(
        lng,
        input.osLocale,
        session.defaultSession.availableSpellCheckerLanguages,
      )
      if (languages.length > 0) session.defaultSession.setSpellCheckerLanguages(languages)
    }
  }

  try {
    const strings = desktopStrings(language())
    tray = createTray({
      imagesDir,
      platform: process.platform,
      template: buildTrayMenuTemplate(strings),
      tooltip: strings.tray.tooltip,
      run,
      onClick: input.showWindow,
    })
  } catch (error) {
    // Some Linux desktops have no status area; the app then simply closes instead of hiding (see decideWindowClose).
    input.log('Tray icon unavailable', error)
  }

  let current = portal.prefs.get().values
  let currentLanguage = language()
  applyLanguage(currentLanguage)
  void applyLaunchAtLogin(current.launchAtLogin).catch((error: unknown) =>
    input.log('Launch at login failed', error),
  )

  const onBeforeQuit = () => (isQuitting = true)
  app.on('before-quit', onBeforeQuit)
  const unsubscribe = portal.prefs.onDidChange((state) => {
    const next = state.values
    const nextLanguage = language()
    if (nextLanguage !== currentLanguage) applyLanguage(nextLanguage)
    if (next.launchAtLogin !== current.launchAtLogin) {
      void applyLaunchAtLogin(next.launchAtLogin).catch((error: unknown) =>
        input.log('Launch at login failed', error),
      )
    }
    current = next
    currentLanguage = nextLanguage
  })

  return {
    attachWindow(window) {
      windows.add(window)
      window.on('closed', () => windows.delete(window))
      window.on('close', (event) => {
        const decision = decideWindowClose({
          closeToTray: portal.prefs.get().values.closeToTray,
          isQuitting,
          trayAvailable: tray !== null,
        })
        if (decision === 'hide') {
          event.preventDefault()
          window.hide()
          return
        }
        // The page saves edits still waiting for their debounce first (REL-6; at most flushTimeoutMs).
        if (flushed.has(window)) return
        event.preventDefault()
        void portal.flushBeforeClose.request(isQuitting ? 'quit' : 'close').then(() => {
          flushed.add(window)
          if (isQuitting) app.quit()
          else if (!window.isDestroyed()) window.close()
        })
      })
    },
    markQuitting: () => void (isQuitting = true),
    dispose() {
      unsubscribe()
      app.off('before-quit', onBeforeQuit)
      tray?.destroy()
      tray = null
    },
  }
}
