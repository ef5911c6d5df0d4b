import i18next, { type BackendModule, type i18n } from 'i18next'
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

type Namespaces = Record<string, Record<string, unknown>>
export type Resources = Record<InterfaceLanguage, Namespaces>

/** Builds one language's namespaces from `locales/<lng>/<namespace>.json` files, with the error catalogue. */
export function namespacesOf(
  lng: InterfaceLanguage,
  files: Record<string, Record<string, unknown>>,
): Namespaces {
  const namespaces: Namespaces = {}
  for (const [file, content] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file)
    if (match?.[1] === lng && match[2]) namespaces[match[2]] = content
  }
  // The server's error catalogue is the one wording of its codes, shared with the sandbox (lib/errors.ts).
  const common = namespaces['common'] ?? {}
  const errors = (common['errors'] ?? {}) as Record<string, unknown>
  namespaces['common'] = { ...common, errors: { ...errors, ...serverErrorMessages(lng) } }
  return namespaces
}

/**
 * What the first screen needs: Dutch (the default language, `defaultLanguage`) is in the initial bundle;
 * English is its own chunk, loaded when it is chosen or needed as the fallback (P-1: the texts of both
 * languages no longer both weigh on every start).
 */
function startupResources(): Resources {
  const dutch = import.meta.glob<Record<string, unknown>>('../../../../locales/nl-NL/*.json', {
    eager: true,
    import: 'default',
  })
  return { 'nl-NL': namespacesOf('nl-NL', dutch), 'en-US': {} }
}

const englishFiles = import.meta.glob<Record<string, unknown>>('../../../../locales/en-US/*.json', {
  import: 'default',
})

/** English arrives whole the first time i18next asks for one of its namespaces (a language switch, a fallback). */
function englishOnDemand(): BackendModule {
  let loading: Promise<Namespaces> | null = null
  const loadEnglish = () => {
    loading ??= Promise.all(
      Object.entries(englishFiles).map(async ([file, importFile]) => [file, await importFile()] as const),
    ).then((entries) => namespacesOf('en-US', Object.fromEntries(entries)))
    // A failed load is tried again at the next request (the next language change).
    loading.catch(() => (loading = null))
    return loading
  }
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      if (language !== 'en-US') return callback(null, {})
      loadEnglish().then(
        (namespaces) => callback(null, namespaces[namespace] ?? {}),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      )
    },
  }
}

/**
 * `resources`: every language given is complete (tests pass `bundledResources()`); without it the app starts
 * with Dutch and fetches English on demand, and `changeLanguage` resolves once the texts are there.
 */
export function createI18n(language: InterfaceLanguage = defaultLanguage, resources?: Resources): i18n {
  const instance = i18next.createInstance()
  const initial = resources ?? startupResources()
  if (!resources) instance.use(englishOnDemand())
  void instance.use(initReactI18next).init({
    resources: initial,
    partialBundledLanguages: !resources,
    lng: language,
    supportedLngs: [...interfaceLanguages],
    // A missing Dutch text falls back to English and vice versa (parity tests keep this from happening).
    fallbackLng: { 'nl-NL': ['en-US'], 'en-US': ['nl-NL'], default: [defaultLanguage] },
    defaultNS: 'common',
    ns: Object.keys(initial[defaultLanguage]),
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
