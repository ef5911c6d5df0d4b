import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { defaultLanguage, interfaceLanguages, type InterfaceLanguage } from '@shared/domain/languages'
import { serverErrorMessages } from './errors'

/** Thrown when a key has neither a translation nor a default (spec 001 §8: "the message lookup throws"). */
export class MissingTranslationError extends Error {
  constructor(key: string) {
    super(`Missing translation: ${key}`)
    this.name = 'MissingTranslationError'
  }
}

type Resources = Record<InterfaceLanguage, Record<string, Record<string, unknown>>>

/** Every locales/<lng>/<namespace>.json, bundled at build time (no network, no file access needed). */
export function bundledResources(): Resources {
  const files = import.meta.glob<Record<string, unknown>>('../../../../locales/*/*.json', {
    eager: true,
    import: 'default',
  })
  const resources = Object.fromEntries(interfaceLanguages.map((lng) => [lng, {}])) as Resources
  for (const [file, content] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file)
    if (!match) continue
    const [, lng, namespace] = match
    if (lng && namespace && lng in resources) resources[lng as InterfaceLanguage][namespace] = content
  }
  // The server's error catalogue is the one wording of its codes, shared with the sandbox (lib/errors.ts).
  for (const lng of interfaceLanguages) {
    const common = resources[lng]['common'] ?? {}
    const errors = (common['errors'] ?? {}) as Record<string, unknown>
    resources[lng]['common'] = { ...common, errors: { ...errors, ...serverErrorMessages(lng) } }
  }
  return resources
}

export function createI18n(
  language: InterfaceLanguage = defaultLanguage,
  resources: Resources = bundledResources(),
): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    supportedLngs: [...interfaceLanguages],
    // A missing Dutch text falls back to English and vice versa (parity tests keep this from happening).
    fallbackLng: { 'nl-NL': ['en-US'], 'en-US': ['nl-NL'], default: [defaultLanguage] },
    defaultNS: 'common',
    ns: Object.keys(resources[defaultLanguage]),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    parseMissingKeyHandler(key, defaultValue) {
      if (defaultValue === undefined) throw new MissingTranslationError(key)
      return defaultValue
    },
  })
  return instance
}

export function applyDocumentLanguage(language: InterfaceLanguage): void {
  document.documentElement.lang = language
}
