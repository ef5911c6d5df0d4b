import { describe, expect, it } from 'vitest'
import { interfaceLanguages } from '@shared/domain/languages'
import { localeNamespaces } from '../i18n-resources.gen'
import { bundledResources } from './all-locales'
import { createI18n, loadTexts, MissingTranslationError, navNamespace, shellNamespaces } from './i18n'

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  )
}

describe('locales', () => {
  const resources = bundledResources()

  it('has the same namespaces in every language', () => {
    const [first, ...others] = interfaceLanguages.map((lng) => Object.keys(resources[lng]).sort())
    expect(first?.length).toBeGreaterThan(0)
    for (const namespaces of others) expect(namespaces).toEqual(first)
  })

  it('has every key in both languages, and no empty text', () => {
    for (const namespace of Object.keys(resources['nl-NL'])) {
      const keysByLanguage = interfaceLanguages.map((lng) => flattenKeys(resources[lng][namespace]).sort())
      expect(keysByLanguage[1], `namespace ${namespace}`).toEqual(keysByLanguage[0])
      for (const lng of interfaceLanguages) {
        for (const key of flattenKeys(resources[lng][namespace])) {
          const text = key
            .split('.')
            .reduce<unknown>(
              (node, part) => (node as Record<string, unknown>)[part],
              resources[lng][namespace],
            )
          expect(typeof text === 'string' && text.trim().length > 0, `${lng}/${namespace}:${key}`).toBe(true)
        }
      }
    }
  })
})

describe('counts', () => {
  const resources = bundledResources()
  /** Texts with a count that is never one (limits, a fixed number, a counter), so one form reads right. */
  const neverOne = new Set([
    'builder:lint.too_many_quick_replies',
    'builder:lint.too_many_list_items',
    'builder:lint.button_text_too_long',
    'builder:settings.undoHint',
    'inbox:reply.counter',
    'inbox:notifications.manyTitle',
    'inbox:list.capped',
  ])

  it('gives every text counting something a singular and a plural form ("1 bericht", not "1 berichten")', () => {
    for (const lng of interfaceLanguages)
      for (const [namespace, texts] of Object.entries(resources[lng]))
        for (const key of flattenKeys(texts)) {
          const text = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts)
          if (typeof text !== 'string' || !text.includes('{{count}}') || /_(one|other)$/.test(key)) continue
          expect(neverOne, `${lng}/${namespace}:${key} needs ${key}_one and ${key}_other`).toContain(
            `${namespace}:${key}`,
          )
        }
  })

  it('says one message in the singular and more in the plural, in both languages', async () => {
    const i18n = createI18n(undefined, bundledResources())
    expect(i18n.t('automations:send.sendNow', { count: 1 })).toBe('Verstuur 1 bericht')
    expect(i18n.t('automations:send.sendNow', { count: 3 })).toBe('Verstuur 3 berichten')
    await i18n.changeLanguage('en-US')
    expect(i18n.t('automations:send.sent', { count: 1 })).toBe('1 message sent.')
    expect(i18n.t('automations:send.sent', { count: 2 })).toBe('2 messages sent.')
  })
})

describe('translation lookup', () => {
  it('uses Dutch by default and English after switching', async () => {
    const i18n = createI18n(undefined, bundledResources())
    expect(i18n.language).toBe('nl-NL')
    expect(i18n.t('frame:offline')).toBe('Je bent offline, we proberen de connectie te herstellen.')
    await i18n.changeLanguage('en-US')
    expect(i18n.t('frame:offline')).toBe("You're offline, will try to reconnect you!")
  })

  it('starts with Dutch in the bundle and loads English when it is chosen', async () => {
    const i18n = createI18n()
    expect(i18n.hasResourceBundle('en-US', 'frame')).toBe(false)
    expect(i18n.t('frame:offline')).toBe('Je bent offline, we proberen de connectie te herstellen.')
    await i18n.changeLanguage('en-US')
    expect(i18n.language).toBe('en-US')
    expect(i18n.t('frame:offline')).toBe("You're offline, will try to reconnect you!")
    // The error catalogue is merged into the loaded language too.
    expect(i18n.t('common:errors.expired')).toBe(
      'The Two-Factor Authentication has expired. Refresh the page and try again.',
    )
  })

  it('fetches an area fetched on demand when its screen asks, in Dutch and after a switch in English', async () => {
    const i18n = createI18n()
    expect(shellNamespaces).not.toContain('analytics')
    expect(i18n.hasResourceBundle('nl-NL', 'analytics')).toBe(false)
    expect(i18n.hasResourceBundle('nl-NL', 'inbox')).toBe(false)
    expect(i18n.hasResourceBundle('nl-NL', 'frame')).toBe(true)
    await loadTexts(i18n, 'analytics')
    expect(i18n.t('analytics:title')).toBe('Analytics')
    expect(i18n.t('analytics:intro')).toMatch(/^Hoe kandidaten je chatbot gebruiken/)
    await i18n.changeLanguage('en-US')
    expect(i18n.t('analytics:intro')).toMatch(/^How candidates use your chatbot/)
  })

  it('has every area’s navigation labels at the start, without the area’s other texts, in both languages', async () => {
    const i18n = createI18n()
    expect(i18n.t('nav:inbox.label')).toBe('Smart Inbox')
    expect(i18n.t('nav:whatsapp.channels')).toBe('WhatsApp-kanalen')
    expect(i18n.t('nav:frame.groups.app')).toBe('Deze app')
    expect(i18n.hasResourceBundle('nl-NL', 'whatsapp')).toBe(false)
    await i18n.changeLanguage('en-US')
    expect(i18n.t('nav:whatsapp.channels')).toBe('WhatsApp channels')
    expect(i18n.hasResourceBundle('en-US', 'whatsapp')).toBe(false)
  })

  it('types the namespaces of every Dutch file (i18n-resources.gen.ts is current: `npm run build` writes it)', () => {
    const files = Object.keys(bundledResources()['nl-NL']).filter((namespace) => namespace !== navNamespace)
    expect([...localeNamespaces]).toEqual(files.sort())
  })

  it('throws when a key has neither a translation nor a default (spec 001 §8)', () => {
    const i18n = createI18n(undefined, bundledResources())
    // @ts-expect-error a key that does not exist: the type check rejects it too.
    expect(() => i18n.t('frame:does.not.exist')).toThrow(MissingTranslationError)
  })

  it('uses the default when one is given for a missing key', () => {
    const i18n = createI18n(undefined, bundledResources())
    expect(i18n.t('frame:does.not.exist', { defaultValue: 'fallback' })).toBe('fallback')
  })
})
