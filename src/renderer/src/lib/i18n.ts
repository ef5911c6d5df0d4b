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
 * Areas whose texts are fetched when their screens open (their routes call `loadTexts`), not shipped in
 * the initial bundle (P-1: every area's Dutch texts there would break the 250 KB budget as areas grow).
 * A namespace used by the frame, the sign-in or a shared component must not be listed here. The glob
 * patterns below repeat this list, because Vite needs them as literals.
 */
export const onDemandNamespaces = ['analytics', 'builder', 'users', 'automations', 'validator'] as const

/**
 * What the first screen needs: Dutch (the default language, `defaultLanguage`) is in the initial bundle,
 * except the areas fetched on demand; English is its own chunk, loaded when it is chosen or needed as the
 * fallback (P-1: the texts of both languages no longer both weigh on every start).
 */
function startupResources(): Resources {
  const dutch = import.meta.glob<Record<string, unknown>>(
    [
      '../../../../locales/nl-NL/*.json',
      '!../../../../locales/nl-NL/{analytics,builder,users,automations,validator}.json',
    ],
    { eager: true, import: 'default' },
  )
  return { 'nl-NL': namespacesOf('nl-NL', dutch), 'en-US': {} }
}

const dutchOnDemand = import.meta.glob<Record<string, unknown>>(
  '../../../../locales/nl-NL/{analytics,builder,users,automations,validator}.json',
  { import: 'default' },
)

const englishFiles = import.meta.glob<Record<string, unknown>>('../../../../locales/en-US/*.json', {
  import: 'default',
})

/**
 * Texts that are not in the initial bundle: English arrives whole the first time i18next asks for one of
 * its namespaces (a language switch, a fallback); a Dutch area's namespace arrives when its screen opens.
 */
function textsOnDemand(): BackendModule {
  let loading: Promise<Namespaces> | null = null
  const loadEnglish = () => {
    loading ??= Promise.all(
      Object.entries(englishFiles).map(async ([file, importFile]) => [file, await importFile()] as const),
    ).then((entries) => namespacesOf('en-US', Object.fromEntries(entries)))
    // A failed load is tried again at the next request (the next language change).
    loading.catch(() => (loading = null))
    return loading
  }
  const loadDutch = async (namespace: string) => {
    const file = Object.keys(dutchOnDemand).find((path) => path.endsWith(`/nl-NL/${namespace}.json`))
    return file ? await dutchOnDemand[file]!() : {}
  }
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const texts =
        language === 'en-US'
          ? loadEnglish().then((namespaces) => namespaces[namespace] ?? {})
          : language === 'nl-NL'
            ? loadDutch(namespace)
            : Promise.resolve({})
      texts.then(
        (found) => callback(null, found),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      )
    },
  }
}

/**
 * Fetches an area's texts before its screen shows (a route's `beforeLoad`), in the language shown and its
 * fallback. Resolves at once when they are already there (always in tests, which bundle every text).
 */
export function loadTexts(instance: i18n, ...namespaces: string[]): Promise<void> {
  return instance.loadNamespaces(namespaces)
}

/**
 * `resources`: every language given is complete (tests pass `bundledResources()`); without it the app starts
 * with Dutch and fetches English on demand, and `changeLanguage` resolves once the texts are there.
 */
export function createI18n(language: InterfaceLanguage = defaultLanguage, resources?: Resources): i18n {
  const instance = i18next.createInstance()
  const initial = resources ?? startupResources()
  if (!resources) instance.use(textsOnDemand())
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
