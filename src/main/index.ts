/**
 * Entry of the desktop app. Only what must happen before Electron is ready runs here (scheme privileges,
 * the single-instance lock, catching deep links); the composition (shell/desktop-app.ts) is loaded once
 * ready, so the main process starts without evaluating the rest (QUALITY P-3).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { app } from 'electron'
import { findDeepLink } from './security/deep-link'
import { registerAppSchemePrivileges } from './shell/app-protocol'

const here = path.dirname(fileURLToPath(import.meta.url))
const devServerUrl = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined

registerAppSchemePrivileges()

if (!app.requestSingleInstanceLock()) {
  // Another instance owns the window; it receives our argv (and deep link) through 'second-instance'.
  app.quit()
} else {
  const pendingDeepLinks: string[] = []
  const initialLink = findDeepLink(process.argv)
  if (initialLink) pendingDeepLinks.push(initialLink)

  app.on('open-url', (event, url) => {
    event.preventDefault()
    const link = findDeepLink([url])
    if (link) pendingDeepLinks.push(link)
  })

  void app
    .whenReady()
    .then(async () => {
      const { startDesktopApp } = await import('./shell/desktop-app')
      await startDesktopApp({ here, devServerUrl, pendingDeepLinks })
    })
    .catch((error: unknown) => {
      console.error('Chatbot Portal could not start', error)
      app.exit(1)
    })
}
