/**
 * The browser harness: a plain Node host that wires the real main-process services (createPortalMain) with
 * Node stand-ins for what needs Electron, serves the built renderer on 127.0.0.1 with the same file
 * resolution and CSP as the app:// handler, and carries the IPC contract over a WebSocket.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { WebSocketServer, type WebSocket } from 'ws'
import type { KeyValueStore } from '../../src/main/prefs/key-value-store'
import { noPreferencePolicy, type PreferencePolicy } from '../../src/main/prefs/preferences-service'
import { createPortalMain, type PortalMain, type PortalMainPorts } from '../../src/main/portal-main'
import type { ManagedPolicyResult } from '../../src/main/policy/read-managed-policy'
import { toPreferencePolicy } from '../../src/main/policy/preference-policy'
import { guardDispatch } from '../../src/main/ipc/sender-check'
import { loadRendererResponse } from '../../src/main/security/renderer-files'
import { nodeSandboxLauncher, nodeXlsxWriterLauncher } from '../../src/main/node-children'
import { templatesAccessKeys } from '../../src/main/demo/templates-access-key'
import { createOsKeychain } from '../../src/main/session/os-keychain'
import type { SecretStore } from '../../src/main/session/token-vault'
import type { NativeNotification } from '../../src/main/notifications/notifier'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { sandboxSecretHeader } from '../../src/sandbox/index'
import { keychainEntries } from './keychain-entries'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const defaultRendererRoot = path.join(root, 'out/renderer')

/** What the stand-ins did, for tests to assert on (the desktop app would have shown or opened these). */
export interface HarnessRecords {
  readonly openedExternal: string[]
  /** Native notifications the desktop app would have shown, in order. */
  readonly notifications: NativeNotification[]
  /** How often every open notification was closed (sign-out, another user). */
  notificationsClosed: number
  /** The unread count the tray and dock badge would show. */
  unreadBadge: number
  /** Files the desktop app would have revealed in the file manager. */
  readonly shownInFolder: string[]
  /** How often the window would have been brought to the front. */
  focusCount: number
  /** Everything main logged, as text: tests check that no token ever appears in it (QUALITY SEC-5). */
  readonly logs: string[]
}

export interface HarnessOptions {
  readonly port?: number
  readonly rendererRoot?: string
  readonly store?: KeyValueStore
  readonly preferencePolicy?: PreferencePolicy
  readonly osLocale?: string
  /** A managed policy as if read from the machine; its preference keys lock preferences too. */
  readonly managedPolicy?: ManagedPolicyResult
  /** The keychain: the OS keychain by default (a private D-Bus session in tests); null for "no keychain". */
  readonly secrets?: SecretStore | null
  /** A stand-in updater (e.g. a fake that reports a downloaded update); none means `unsupported`. */
  readonly updater?: PortalMainPorts['updater']
  /** The demo workspace's data folder, kept after close (a warm start); default a fresh temporary one. */
  readonly demoDataDir?: string
  /**
   * Where an export is saved when no test answered the save dialog (`npm run start:browser`: a browser has
   * no save dialog, so the harness saves as a browser's downloads do). Without it an unanswered dialog
   * counts as cancelled, as tests expect.
   */
  readonly downloadsFolder?: string
}

export interface Harness {
  readonly url: string
  readonly portal: PortalMain
  readonly records: HarnessRecords
  /** The next save dialog answers with this path (null: the user cancels). */
  answerSaveDialog(path: string | null): void
  /**
   * Unanswered save dialogs save into this folder from now on (as `downloadsFolder` does from the start),
   * until the next reset: a test on the worker's workspace needs no harness of its own for it.
   */
  saveDownloadsTo(folder: string): void
  /** The next open dialog (a picture to upload) answers with this path; unanswered means cancelled. */
  answerOpenDialog(path: string | null): void
  /** Clicks a recorded native notification, as the user would. */
  clickNotification(index: number): void
  /**
   * The demo server's simulator paths (/__sandbox/*) answer only requests with this value in
   * `X-Sandbox-Secret` (QUALITY SEC-10); a new random one per harness.
   */
  readonly sandboxSecret: string
  /** Kills the demo server's process as a crash would (SIGKILL); main's supervisor should restart it. */
  killDemoServer(): Promise<void>
  /**
   * What the desktop shell does when the window closes or the app quits: main asks the page to save its
   * waiting edits and waits for the answer (at most a few seconds). Resolves how that went (REL-6).
   */
  requestClose(reason?: 'close' | 'quit'): Promise<'flushed' | 'timed-out'>
  /** Main's network probe answer; tests flip it to simulate the desktop losing its connection. */
  setMainOnline(online: boolean): Promise<void>
  /**
   * Between two tests on one demo workspace: main signs out as a user's sign-out does (and is checked to
   * hold nothing of that user: signed out, no keychain entries, no badge), the demo server goes back to its
   * seeded snapshot (POST /__sandbox/reset), main's store to what it held once the demo was chosen, and
   * the records and dialog answers are emptied.
   */
  resetToSeed(): Promise<void>
  /**
   * Chooses the demo workspace through main, as the "Where to sign in" screen does, waits for its server,
   * and keeps main's store as it is then for resetToSeed to go back to.
   */
  chooseDemo(): Promise<void>
  close(): Promise<void>
}

/** The harness's default store: in memory, and put back to a checkpoint between tests (resetToSeed). */
function createCheckpointStore(): KeyValueStore & { checkpoint(): void; restore(): void } {
  const data = new Map<string, unknown>()
  let saved = new Map<string, unknown>()
  // Values are plain JSON (electron-store's contract): a copy keeps a test's later edits out of the saved one.
  const copy = (value: unknown): unknown => (value === undefined ? undefined : structuredClone(value))
  return {
    get: (key) => copy(data.get(key)),
    set: (key, value) => void data.set(key, copy(value)),
    checkpoint: () => void (saved = new Map([...data].map(([k, v]) => [k, copy(v)]))),
    restore() {
      data.clear()
      for (const [key, value] of saved) data.set(key, copy(value))
    },
  }
}

/** `name.xlsx`, else `name (1).xlsx`, `name (2).xlsx`, …: never overwrites an earlier download. */
export function freeDownloadPath(folder: string, name: string): string {
  mkdirSync(folder, { recursive: true })
  const extension = path.extname(name)
  const stem = name.slice(0, name.length - extension.length)
  for (let n = 0; ; n++) {
    const candidate = path.join(folder, n === 0 ? name : `${stem} (${n})${extension}`)
    if (!existsSync(candidate)) return candidate
  }
}

let clientBundle: Promise<string> | undefined

/** The harness's `window.portal` script, bundled once per process from tests/harness/client. */
function harnessClientScript(): Promise<string> {
  clientBundle ??= build({
    entryPoints: [path.join(root, 'tests/harness/client/portal-ws.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'chrome120',
    alias: { '@shared': path.join(root, 'src/shared') },
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text)
  return clientBundle
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const rendererRoot = options.rendererRoot ?? defaultRendererRoot
  const records: HarnessRecords = {
    openedExternal: [],
    notifications: [],
    notificationsClosed: 0,
    unreadBadge: 0,
    shownInFolder: [],
    focusCount: 0,
    logs: [],
  }
  const saveDialogAnswers: (string | null)[] = []
  let downloadsFolder = options.downloadsFolder
  const openDialogAnswers: (string | null)[] = []
  let mainOnline = true
  const demoDataDir = options.demoDataDir ?? mkdtempSync(path.join(tmpdir(), 'portal-harness-demo-'))
  const sandboxSecret = randomBytes(32).toString('hex')
  const checkpointStore = options.store ? null : createCheckpointStore()
  const portal = createPortalMain({
    secrets: options.secrets === undefined ? createOsKeychain() : options.secrets,
    launchSandbox: nodeSandboxLauncher(root),
    demoDataDir,
    demoSandboxSecret: sandboxSecret,
    demoStartTimeoutMs: 90_000,
    templatesAccessKey: templatesAccessKeys(),
    app: {
      version: '0.0.0-harness',
      platform: process.platform,
      osLocale: options.osLocale ?? 'nl-NL',
      isDesktop: false,
    },
    store: options.store ?? checkpointStore!,
    preferencePolicy:
      options.preferencePolicy ??
      (options.managedPolicy ? toPreferencePolicy(options.managedPolicy.effective) : noPreferencePolicy),
    ...(options.managedPolicy ? { managedPolicy: options.managedPolicy } : {}),
    ...(options.updater ? { updater: options.updater } : {}),
    onlineProbe: () => mainOnline,
    openExternal: async (url) => void records.openedExternal.push(url),
    notifier: {
      show: (notification) => void records.notifications.push(notification),
      closeAll: () => void records.notificationsClosed++,
    },
    badge: { setUnreadCount: (count) => void (records.unreadBadge = count) },
    exportPorts: {
      defaultFolder: demoDataDir,
      launchXlsxWriter: nodeXlsxWriterLauncher(root),
      // The save dialog is answered by the test (answerSaveDialog); unanswered means cancelled, or with
      // a downloads folder: saved there under the offered name, numbered as browsers do.
      chooseTarget: async (defaultPath) => {
        if (saveDialogAnswers.length > 0) return saveDialogAnswers.shift() ?? null
        if (!downloadsFolder) return null
        const target = freeDownloadPath(downloadsFolder, path.basename(defaultPath))
        console.log(`[harness] saving the export as ${target}`)
        return target
      },
      showInFolder: (file) => void records.shownInFolder.push(file),
    },
    focusWindow: () => void records.focusCount++,
    chooseImageFile: async () => openDialogAnswers.shift() ?? null,
    // A browser has no folder dialog: a report is saved in the downloads folder, if the harness has one.
    chooseFolder: async () => downloadsFolder ?? null,
    log: (message, detail) => {
      records.logs.push(
        `${message} ${detail instanceof Error ? `${detail.message}\n${detail.stack ?? ''}` : (JSON.stringify(detail) ?? '')}`,
      )
      console.error(`[harness] ${message}`, detail)
    },
  })
  const script = await harnessClientScript()

  const server = createServer((request, response) => void serve(request, response))
  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (pathname === '/__harness/portal.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(script)
      return
    }
    const answer = await loadRendererResponse(rendererRoot, pathname)
    let body = answer.body
    if (answer.status === 200 && answer.headers['Content-Type']?.startsWith('text/html')) {
      // The harness's bridge must exist before the renderer's module script runs, as the preload does.
      body = String(body).replace('<head>', '<head><script src="/__harness/portal.js"></script>')
    }
    response.writeHead(answer.status, answer.headers).end(body)
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  const dispatch = guardDispatch(portal.dispatcher.dispatch, {
    app: { scheme: 'http:', host: `127.0.0.1:${port}` },
  })

  const sockets = new Set<WebSocket>()
  // Events carry the demo's login codes and the user's profile: only the harness's own page may get them.
  const ownOriginSockets = new WeakSet<WebSocket>()
  const wss = new WebSocketServer({ server, path: '/__harness/ws' })
  wss.on('connection', (socket, request) => {
    // The page's Origin stands in for Electron's sender frame: other origins are refused per request.
    const origin = request.headers.origin
    sockets.add(socket)
    if (origin === url) ownOriginSockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('message', (data) => {
      void (async () => {
        let message: { id?: unknown; channel?: unknown; input?: unknown }
        try {
          message = JSON.parse(String(data)) as typeof message
        } catch {
          return
        }
        if (typeof message.id !== 'number' || typeof message.channel !== 'string') return
        const result = await dispatch(origin, message.channel, message.input)
        socket.send(JSON.stringify({ type: 'result', id: message.id, result }))
      })()
    })
  })
  const detach = portal.events.attach((channel, payload) => {
    const message = JSON.stringify({ type: 'event', channel, payload })
    for (const socket of sockets) if (ownOriginSockets.has(socket)) socket.send(message)
  })

  return {
    url,
    portal,
    records,
    sandboxSecret,
    async killDemoServer() {
      const pid = (await portal.session).connection()?.demoWorkspace?.pid()
      if (pid === undefined) throw new Error('No demo server is running')
      process.kill(pid, 'SIGKILL')
    },
    answerSaveDialog: (answer) => void saveDialogAnswers.push(answer),
    saveDownloadsTo: (folder) => void (downloadsFolder = folder),
    answerOpenDialog: (answer) => void openDialogAnswers.push(answer),
    clickNotification(index) {
      const notification = records.notifications[index]
      if (!notification) throw new Error(`No notification #${index}; ${records.notifications.length} shown`)
      notification.onClick()
    },
    requestClose: (reason = 'close') => portal.flushBeforeClose.request(reason),
    async setMainOnline(online) {
      mainOnline = online
      await portal.checkConnectivity()
    },
    async chooseDemo() {
      const chosen = await portal.dispatcher.dispatch('session:choose-server', { kind: 'demo' })
      if (!chosen.ok) throw new Error(`Could not start the demo workspace: ${JSON.stringify(chosen.error)}`)
      checkpointStore?.checkpoint()
    },
    async resetToSeed() {
      const session = await portal.session
      const connection = session.connection()
      if (!connection?.demoWorkspace) throw new Error('resetToSeed needs the demo workspace chosen')
      if (session.info().state.status === 'signed-in') {
        const signedOut = await portal.dispatcher.dispatch('session:logout', {})
        if (!signedOut.ok) throw new Error(`Sign-out failed: ${JSON.stringify(signedOut.error)}`)
      }
      // What SEC-11 promises after a sign-out, checked before the next test trusts it.
      const state = session.info().state
      if (state.status !== 'signed-out') throw new Error(`Still ${state.status} after signing out`)
      const left = keychainEntries('Chatbot Portal', `${connection.origin}|`)
      if (left.length > 0) throw new Error(`Keychain entries left after sign-out: ${left.length}`)
      if (records.unreadBadge !== 0) throw new Error(`The badge still shows ${records.unreadBadge}`)
      const response = await fetch(`${connection.origin}/__sandbox/reset`, {
        method: 'POST',
        headers: { [sandboxSecretHeader]: sandboxSecret },
      })
      if (!response.ok) throw new Error(`The demo server did not reset: ${response.status}`)
      // Choosing the demo again (the same server: the connection stays) is how a first start stands on the
      // sign-in screen: no "you were signed out" reason, no pending sign-in, no demo notice seen yet.
      const chosen = await portal.dispatcher.dispatch('session:choose-server', { kind: 'demo' })
      if (!chosen.ok) throw new Error(`Could not choose the demo again: ${JSON.stringify(chosen.error)}`)
      checkpointStore?.restore()
      records.openedExternal.length = 0
      records.notifications.length = 0
      records.notificationsClosed = 0
      records.shownInFolder.length = 0
      records.focusCount = 0
      records.logs.length = 0
      saveDialogAnswers.length = 0
      openDialogAnswers.length = 0
      downloadsFolder = options.downloadsFolder
      if (!mainOnline) {
        mainOnline = true
        await portal.checkConnectivity()
      }
    },
    async close() {
      // A step that takes long is named in the output: a teardown that outlives its test says where it hangs.
      const step = async (name: string, run: () => Promise<unknown>) => {
        const slow = setTimeout(() => console.error(`[harness] closing: still waiting for ${name}`), 15_000)
        try {
          await run()
        } finally {
          clearTimeout(slow)
        }
      }
      detach()
      portal.dispose()
      await step('the session and the demo server', async () => (await portal.session).dispose())
      if (!options.demoDataDir) rmSync(demoDataDir, { recursive: true, force: true })
      // The page is still open while its harness closes: ending its connections here means closing never
      // waits on the browser (a WebSocket server closes once its last client has gone, an HTTP server once
      // its last request has ended).
      for (const socket of wss.clients) socket.terminate()
      await step('the bridge', () => new Promise<void>((resolve) => wss.close(() => resolve())))
      await step('the page server', async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        server.closeAllConnections()
        await closed
      })
    },
  }
}
