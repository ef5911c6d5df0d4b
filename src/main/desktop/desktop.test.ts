import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildAppMenuTemplate, buildTrayMenuTemplate } from './app-menu-template'
import { desktopStrings } from './desktop-strings'
import {
  autostartDesktopEntry,
  launchedAtLoginFlag,
  loginItemSettings,
  shouldStartHidden,
} from './login-item'
import type { MenuItemSpec } from './menu-spec'
import { canChooseSpellCheckerLanguages, spellCheckerLanguages } from './spell-check'
import { decideWindowClose, shouldQuitWhenAllWindowsClosed } from './window-close'

const en = desktopStrings('en-US')
const nl = desktopStrings('nl-NL')

function flatten(items: readonly MenuItemSpec[]): MenuItemSpec[] {
  return items.flatMap((item) => [item, ...flatten(item.submenu ?? [])])
}
const roles = (items: readonly MenuItemSpec[]) =>
  flatten(items).flatMap((item) => (item.role ? [item.role] : []))

describe('application menu', () => {
  it.each(['darwin', 'win32', 'linux'])('has edit, zoom and window roles on %s', (platform) => {
    const menu = buildAppMenuTemplate({ platform, isDevelopment: false, strings: en })
    expect(roles(menu)).toEqual(
      expect.arrayContaining([
        'undo',
        'redo',
        'cut',
        'copy',
        'paste',
        'selectAll',
        'resetZoom',
        'zoomIn',
        'zoomOut',
        'minimize',
        'quit',
      ]),
    )
    const preferences = flatten(menu).find((item) => item.command === 'open-preferences')
    expect(preferences?.accelerator).toBe('CmdOrCtrl+,')
  })

  it.each(['darwin', 'win32', 'linux'])(
    'offers reload and developer tools only in development on %s',
    (platform) => {
      const release = roles(buildAppMenuTemplate({ platform, isDevelopment: false, strings: en }))
      const development = roles(buildAppMenuTemplate({ platform, isDevelopment: true, strings: en }))
      for (const role of ['reload', 'forceReload', 'toggleDevTools']) {
        expect(release).not.toContain(role)
        expect(development).toContain(role)
      }
    },
  )

  it('puts the app menu first on macOS and a File menu first elsewhere', () => {
    expect(buildAppMenuTemplate({ platform: 'darwin', isDevelopment: false, strings: en })[0]?.label).toBe(
      'Chatbot Portal',
    )
    expect(roles(buildAppMenuTemplate({ platform: 'darwin', isDevelopment: false, strings: en }))).toContain(
      'hideOthers',
    )
    const windows = buildAppMenuTemplate({ platform: 'win32', isDevelopment: false, strings: en })
    expect(windows[0]?.label).toBe('File')
    expect(roles(windows)).not.toContain('services')
  })

  it('follows the interface language and labels every non-separator item', () => {
    const menu = buildAppMenuTemplate({ platform: 'win32', isDevelopment: true, strings: nl })
    expect(menu.map((item) => item.label)).toEqual(['Bestand', 'Wijzig', 'Weergave', 'Venster'])
    for (const item of flatten(menu)) if (item.type !== 'separator') expect(item.label).toBeTruthy()
  })
})

describe('tray menu', () => {
  it('opens the window and quits', () => {
    expect(buildTrayMenuTemplate(nl)).toEqual([
      { label: 'Chatbot Portal openen', command: 'open-window' },
      { type: 'separator' },
      { label: 'Chatbot Portal afsluiten', command: 'quit' },
    ])
  })
})

describe('closing the window', () => {
  it('hides to the tray only when the preference is on, a tray exists and the app is not quitting', () => {
    expect(decideWindowClose({ closeToTray: true, isQuitting: false, trayAvailable: true })).toBe('hide')
    expect(decideWindowClose({ closeToTray: false, isQuitting: false, trayAvailable: true })).toBe('close')
    expect(decideWindowClose({ closeToTray: true, isQuitting: true, trayAvailable: true })).toBe('close')
    expect(decideWindowClose({ closeToTray: true, isQuitting: false, trayAvailable: false })).toBe('close')
  })

  it('keeps macOS apps alive without windows', () => {
    expect(shouldQuitWhenAllWindowsClosed('darwin')).toBe(false)
    expect(shouldQuitWhenAllWindowsClosed('win32')).toBe(true)
    expect(shouldQuitWhenAllWindowsClosed('linux')).toBe(true)
  })
})

describe('spell check', () => {
  const chromium = ['af', 'da', 'de', 'en-AU', 'en-CA', 'en-GB', 'en-US', 'es', 'fr', 'nl', 'pt-BR']

  it('uses the interface language', () => {
    expect(spellCheckerLanguages('nl-NL', 'en-US', chromium)).toEqual(['nl'])
    expect(spellCheckerLanguages('en-US', 'nl-NL', chromium)).toEqual(['en-US'])
  })

  it('refines within the language by the OS locale, never adding a second language', () => {
    expect(spellCheckerLanguages('en-US', 'en_GB', chromium)).toEqual(['en-GB'])
    expect(spellCheckerLanguages('nl-NL', 'nl-BE', chromium)).toEqual(['nl'])
  })

  it('falls back to another regional dictionary of the language, or none', () => {
    expect(spellCheckerLanguages('en-US', 'de-DE', ['en-GB', 'de'])).toEqual(['en-GB'])
    expect(spellCheckerLanguages('nl-NL', 'nl-NL', ['de', 'fr'])).toEqual([])
  })

  it('leaves macOS to the system spell checker', () => {
    expect(canChooseSpellCheckerLanguages('darwin')).toBe(false)
    expect(canChooseSpellCheckerLanguages('linux')).toBe(true)
  })
})

describe('launch at login', () => {
  it('marks launches by the login item so the app can start in the tray', () => {
    expect(loginItemSettings(true)).toEqual({ openAtLogin: true, args: [launchedAtLoginFlag] })
    expect(loginItemSettings(false)).toEqual({ openAtLogin: false, args: [] })
    expect(shouldStartHidden(['app', launchedAtLoginFlag], true)).toBe(true)
    expect(shouldStartHidden(['app', launchedAtLoginFlag], false)).toBe(false)
    expect(shouldStartHidden(['app'], true)).toBe(false)
  })

  it('writes an XDG autostart entry with a quoted path', () => {
    expect(autostartDesktopEntry('/opt/Chatbot Portal/chatbot-portal')).toContain(
      `Exec="/opt/Chatbot Portal/chatbot-portal" ${launchedAtLoginFlag}`,
    )
    expect(autostartDesktopEntry('/usr/bin/chatbot-portal')).toContain(
      `Exec=/usr/bin/chatbot-portal ${launchedAtLoginFlag}`,
    )
  })
})

describe('locales of this feature', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
      : [prefix.slice(0, -1)]
  it.each(['preferences', 'updates'])(
    '%s.json has the same keys in nl-NL and en-US, none empty',
    (namespace) => {
      const read = (lng: string) =>
        JSON.parse(
          readFileSync(new URL(`../../../locales/${lng}/${namespace}.json`, import.meta.url), 'utf8'),
        ) as unknown
      const nlFile = read('nl-NL')
      const enFile = read('en-US')
      expect(keys(nlFile).sort()).toEqual(keys(enFile).sort())
      const values = (value: unknown): unknown[] =>
        typeof value === 'object' && value !== null ? Object.values(value).flatMap(values) : [value]
      for (const value of [...values(nlFile), ...values(enFile)])
        expect(value).toEqual(expect.stringMatching(/\S/))
    },
  )
})
