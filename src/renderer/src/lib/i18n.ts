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

type Texts = Record<string, unknown>
type Namespaces = Record<string, Texts>
export type Resources = Record<InterfaceLanguage, Namespaces>

/**
 * The namespace the frame and the launcher take every screen's label from: each area file's `nav` texts,
 * by file (`nav:<namespace>.<key>`), so the navigation needs none of the areas' other texts.
 */
export const navNamespace = 'nav'

/** One namespace's texts as i18next holds them: `common` gets the server's error catalogue (lib/errors.ts). */
function prepared(lng: InterfaceLanguage, namespace: string, texts: Texts): Texts {
  if (namespace !== 'common') return texts
  // The server's error catalogue is the one wording of its codes, shared with the sandbox (lib/errors.ts).
  const errors = (texts['errors'] ?? {}) as Texts
  return { ...texts, errors: { ...errors, ...serverErrorMessages(lng) } }
}

const fileName = (file: string) => /locales\/([^/]+)\/([^/]+)\.json$/.exec(file)

/** The `nav` namespace from each file's `nav` texts (`files`: path → the file's `nav` texts). */
function navOf(files: Record<string, unknown>): Texts {
  const nav: Texts = {}
  for (const [file, texts] of Object.entries(files)) {
    const name = fileName(file)?.[2]
    if (name && texts && typeof texts === 'object' && Object.keys(texts).length > 0) nav[name] = texts
  }
  return nav
}

/** Builds one language's namespaces from `locales/<lng>/<namespace>.json` files, with the error catalogue. */
export function namespacesOf(lng: InterfaceLanguage, files: Record<string, Texts>): Namespaces {
  const namespaces: Namespaces = {}
  const navTexts: Record<string, unknown> = {}
  for (const [file, content] of Object.entries(files)) {
    const match = fileName(file)
    if (match?.[1] !== lng || !match[2]) continue
    namespaces[match[2]] = prepared(lng, match[2], content)
    navTexts[file] = content['nav']
  }
  namespaces['common'] ??= prepared(lng, 'common', {})
  namespaces[navNamespace] = navOf(navTexts)
  return namespaces
}

/*
 * What the first screen needs is in the initial bundle: the shell's Dutch texts (sign-in, frame, shared
 * words) and every area's navigation labels. Everything else arrives with the screen that shows it: an
 * area's texts when its route loads (the route's `staticData.texts`, fetched by the `_app` guard), English
 * when it is chosen or needed as the fallback (QUALITY P-1: the start does not grow with the areas).
 * Vite needs the glob patterns as literals: `shellNamespaces` is repeated in them.
 */
export const shellNamespaces = ['common', 'frame', 'session'] as const

const dutchShell = import.meta.glob<Texts>('../../../../locales/nl-NL/{common,frame,session}.json', {
  eager: true,
  import: 'default',
})
const dutchNav = import.meta.glob<Texts>('../../../../locales/nl-NL/*.json', {
  eager: true,
  query: '?nav',
  import: 'default',
})
const englishNav = import.meta.glob<Texts>('../../../../locales/en-US/*.json', {
  query: '?nav',
  import: 'default',
})
const onDemand = {
  'nl-NL': import.meta.glob<Texts>(
    ['../../../../locales/nl-NL/*.json', '!../../../../locales/nl-NL/{common,frame,session}.json'],
    { import: 'default' },
  ),
  'en-US': import.meta.glob<Texts>('../../../../locales/en-US/*.json', { import: 'default' }),
} satisfies Record<InterfaceLanguage, Record<string, () => Promise<Texts>>>

function startupResources(): Resources {
  const dutch: Namespaces = {}
  for (const namespace of shellNamespaces) {
    const file = Object.keys(dutchShell).find((path) => path.endsWith(`/nl-NL/${namespace}.json`))
    dutch[namespace] = prepared('nl-NL', namespace, file ? dutchShell[file]! : {})
  }
  dutch[navNamespace] = navOf(dutchNav)
  return { 'nl-NL': dutch, 'en-US': {} }
}

/** Texts that are not in the initial bundle, one namespace (one file) at a time. */
function textsOnDemand(): BackendModule {
  const load = async (language: InterfaceLanguage, namespace: string): Promise<Texts> => {
    if (namespace === navNamespace) {
      const entries = await Promise.all(
        Object.entries(englishNav).map(async ([file, importNav]) => [file, await importNav()] as const),
      )
      return navOf(Object.fromEntries(entries))
    }
    const files = onDemand[language]
    const file = Object.keys(files).find((path) => path.endsWith(`/${language}/${namespace}.json`))
    return prepared(language, namespace, file ? await files[file]!() : {})
  }
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const known = (interfaceLanguages as readonly string[]).includes(language)
      const texts = known ? load(language as InterfaceLanguage, namespace) : Promise.resolve({})
      texts.then(
        (found) => callback(null, found),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      )
    },
  }
}

/**
 * Fetches texts before the screen that shows them (the `_app` guard, for the matched routes'
 * `staticData.texts`), in the language shown and its fallback. Resolves at once when they are already there
 * (always in tests, which bundle every text).
 */
export function loadTexts(instance: i18n, ...namespaces: string[]): Promise<void> {
  return namespaces.length === 0 ? Promise.resolve() : instance.loadNamespaces(namespaces)
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
    ns: [...shellNamespaces, navNamespace],
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
