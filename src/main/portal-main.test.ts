import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createPortalMain, type PortalMain } from './portal-main'
import { createMemoryStore } from './prefs/key-value-store'
import { noPreferencePolicy } from './prefs/preferences-service'

describe('createPortalMain', () => {
  let portal: PortalMain | null = null
  let folder: string | null = null
  afterEach(async () => {
    portal?.dispose()
    await (await portal?.session)?.dispose()
    if (folder) rmSync(folder, { recursive: true, force: true })
    portal = folder = null
  })

  function start(): PortalMain {
    folder = mkdtempSync(path.join(tmpdir(), 'portal-main-test-'))
    portal = createPortalMain({
      app: { version: '1.2.3', platform: 'linux', osLocale: 'en-US', isDesktop: true },
      store: createMemoryStore(),
      preferencePolicy: noPreferencePolicy,
      onlineProbe: () => true,
      openExternal: async () => undefined,
      log: () => undefined,
      secrets: null,
      launchSandbox: null,
      demoDataDir: folder,
      templatesAccessKey: { remote: 'remote-key', demo: 'demo-key' },
      notifier: { show: () => undefined, closeAll: () => undefined },
      badge: { setUnreadCount: () => undefined },
      exportPorts: {
        defaultFolder: folder,
        chooseTarget: async () => null,
        showInFolder: () => undefined,
        launchXlsxWriter: () => {
          throw new Error('This test writes no .xlsx')
        },
      },
      chooseImageFile: async () => null,
      chooseFolder: async () => null,
      focusWindow: () => undefined,
    })
    return portal
  }

  // Starting at all shows that the module list answers every channel of the contract exactly once.
  it('answers a command of every module through the dispatcher', async () => {
    const main = start()
    await main.session
    const answers = await Promise.all(
      [
        'session:get-info',
        'app:get-info',
        'prefs:get',
        'policy:get',
        'updates:get-state',
        'inbox:get-watch-state',
      ].map((channel) => main.dispatcher.dispatch(channel, {})),
    )
    for (const answer of answers) expect(answer.ok).toBe(true)
    expect(answers[1]).toMatchObject({ value: { version: '1.2.3', locale: 'en-US' } })
    expect(answers[4]).toMatchObject({ value: { status: 'disabled' } })
    expect(answers[5]).toMatchObject({ value: { status: 'stopped', unreadConversations: 0 } })
    await expect(
      main.dispatcher.dispatch('api:rest', { call: 'clientMessages', query: {} }),
    ).resolves.toMatchObject({ ok: false })
  })

  it('pushes the events of its modules to the renderer', async () => {
    const main = start()
    await main.session
    const channels: string[] = []
    main.events.attach((channel) => channels.push(channel))
    await main.dispatcher.dispatch('prefs:set', { notificationPreviews: true })
    expect(channels).toContain('prefs:did-change')
  })
})
