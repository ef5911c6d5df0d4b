/**
 * The desktop app's composition: build services from their Electron ports, register IPC, open the window.
 * Loaded by index.ts only once Electron is ready, so starting the main process evaluates almost nothing
 * (QUALITY P-3; Electron's performance guidance: defer loading modules).
 */
import path from 'node:path'
import { BrowserWindow, app, dialog, nativeImage, net, powerMonitor, shell } from 'electron'
import { appContract } from '@shared/ipc/app'
import { bindElectronIpc } from '../ipc/typed-ipc'
import { toPreferencePolicy } from '../policy/preference-policy'
import { readManagedPolicy } from '../policy/read-managed-policy'
import { createPortalMain } from '../portal-main'
import { captureWindowImage, thumbnailOf } from '../report/window-capture'
import { findDeepLink } from '../security/deep-link'
import { appScheme, handleAppProtocol, rendererEntryUrl } from './app-protocol'
import { createElectronKeyValueStore } from './electron-store'
import { attachDesktopIntegration, type DesktopIntegration } from './desktop-integration'
import { createMainWindow } from './main-window'
import { utilitySandboxLauncher, utilityXlsxWriterLauncher } from './utility-launcher'
import { createOsKeychain } from '../session/os-keychain'
import { createNativeNotifier } from './native-notifier'
import { templatesAccessKeys } from '../demo/templates-access-key'
import { shouldStartHidden } from '../desktop/login-item'
import { createElectronUpdater, electronInstallFacts } from './updater'

export interface DesktopAppInput {
  /** The folder of the main bundle (out/main). */
  readonly here: string
  readonly devServerUrl: string | undefined
  /** Deep links received before the window could take them (launch argv, macOS open-url). */
  readonly pendingDeepLinks: string[]
}

export async function startDesktopApp({
  here,
  devServerUrl,
  pendingDeepLinks,
}: DesktopAppInput): Promise<void> {
  let mainWindow: BrowserWindow | null = null
  const log = (message: string, detail?: unknown) => console.error(message, detail)
  const store = createElectronKeyValueStore()
  const managedPolicy = await readManagedPolicy({ log: (message) => console.warn(`[policy] ${message}`) })
  let desktop: DesktopIntegration | null = null
  const portal = createPortalMain({
    app: {
      version: app.getVersion(),
      platform: process.platform,
      osLocale: app.getLocale(),
      isDesktop: true,
    },
    store,
    preferencePolicy: toPreferencePolicy(managedPolicy.effective),
    managedPolicy,
    updater: {
      port: createElectronUpdater({ beforeQuit: () => desktop?.markQuitting(), log }),
      install: electronInstallFacts(),
    },
    secrets: createOsKeychain(),
    // No demoSandboxSecret: the desktop's demo server runs without development paths (QUALITY SEC-10).
    launchSandbox: utilitySandboxLauncher(path.join(here, 'sandbox.js')),
    demoDataDir: path.join(app.getPath('userData'), 'demo-workspace'),
    templatesAccessKey: templatesAccessKeys(),
    notifier: createNativeNotifier(),
    // The dock (macOS) and Unity launchers show the count; the tray tooltip follows via the desktop integration.
    badge: { setUnreadCount: (count) => void app.setBadgeCount(count) },
    exportPorts: {
      defaultFolder: app.getPath('documents'),
      launchXlsxWriter: utilityXlsxWriterLauncher(path.join(here, 'xlsx-writer.js')),
      chooseTarget: async (defaultPath) => {
        // The offered format first; the user may switch to the other one (main writes by the extension).
        // An automation's import file is JSON only.
        const excel = { name: 'Excel', extensions: ['xlsx'] }
        const csv = { name: 'CSV', extensions: ['csv'] }
        const extension = path.extname(defaultPath)
        const filters =
          extension === '.json'
            ? [{ name: 'JSON', extensions: ['json'] }]
            : extension === '.csv'
              ? [csv, excel]
              : [excel, csv]
        const options = { defaultPath, filters }
        const answer = mainWindow
          ? await dialog.showSaveDialog(mainWindow, options)
          : await dialog.showSaveDialog(options)
        return answer.canceled || !answer.filePath ? null : answer.filePath
      },
      showInFolder: (file) => shell.showItemInFolder(file),
    },
    focusWindow: () => showWindow(),
    chooseImageFile: async () => {
      const options = {
        properties: ['openFile' as const],
        filters: [{ name: 'JPG, PNG', extensions: ['jpg', 'jpeg', 'png'] }],
      }
      const answer = mainWindow
        ? await dialog.showOpenDialog(mainWindow, options)
        : await dialog.showOpenDialog(options)
      return answer.canceled ? null : (answer.filePaths[0] ?? null)
    },
    chooseFolder: async () => {
      const options = { properties: ['openDirectory' as const, 'createDirectory' as const] }
      const answer = mainWindow
        ? await dialog.showOpenDialog(mainWindow, options)
        : await dialog.showOpenDialog(options)
      return answer.canceled ? null : (answer.filePaths[0] ?? null)
    },
    captureWindow: () => captureWindowImage(mainWindow),
    thumbnail: async (data) => thumbnailOf(nativeImage.createFromBuffer(Buffer.from(data))),
    onlineProbe: () => net.isOnline(),
    openExternal: (url) => shell.openExternal(url),
    log,
  })
  handleAppProtocol(path.join(here, '../renderer'))
  bindElectronIpc(portal.dispatcher, portal.events, { app: appScheme, devServerUrl }, () =>
    BrowserWindow.getAllWindows().map((window) => window.webContents),
  )

  // Single sign-on callbacks are completed in main (the tokens never reach the page); other links go to
  // the renderer.
  const deliverDeepLinks = () => {
    while (pendingDeepLinks.length > 0) {
      const url = pendingDeepLinks.shift()!
      void portal.handleDeepLink(url).then((handled) => {
        if (!handled) portal.events.emit(appContract.onDidOpenDeepLink, { url })
      })
    }
  }
  // macOS hands links to the running app with open-url (index.ts queues them): deliver at once.
  app.on('open-url', () => setImmediate(deliverDeepLinks))
  powerMonitor.on('suspend', () => portal.setAsleep(true))
  powerMonitor.on('resume', () => portal.setAsleep(false))
  let startHidden = shouldStartHidden(process.argv, portal.prefs.get().values.closeToTray)
  const openWindow = () => {
    mainWindow = createMainWindow({
      startHidden,
      preloadPath: path.join(here, '../preload/index.cjs'),
      entryUrl: devServerUrl ?? rendererEntryUrl,
      store,
      allowedExternalUrl: portal.allowedExternalUrl,
    })
    mainWindow.webContents.on('did-finish-load', deliverDeepLinks)
    // Pollers that pause while nobody can see the window (every one but the inbox watcher, QUALITY REL-4).
    portal.setWindowVisible(!startHidden)
    mainWindow.on('show', () => portal.setWindowVisible(true))
    mainWindow.on('restore', () => portal.setWindowVisible(true))
    mainWindow.on('hide', () => portal.setWindowVisible(false))
    mainWindow.on('minimize', () => portal.setWindowVisible(false))
    mainWindow.on('closed', () => {
      mainWindow = null
      portal.setWindowVisible(false)
    })
    desktop?.attachWindow(mainWindow)
  }
  const showWindow = () => {
    startHidden = false
    if (!mainWindow) return openWindow()
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.show()
    mainWindow.focus()
  }
  desktop = attachDesktopIntegration({
    portal,
    osLocale: app.getLocale(),
    isDevelopment: !app.isPackaged,
    showWindow,
    log,
  })
  openWindow()

  app.on('second-instance', (_event, argv) => {
    const link = findDeepLink(argv)
    if (link) pendingDeepLinks.push(link)
    if (!mainWindow) return openWindow()
    showWindow()
    deliverDeepLinks()
  })
  app.on('activate', () => {
    showWindow()
  })
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  app.on('will-quit', () => {
    desktop?.dispose()
    portal.dispose()
  })
}
