import { interfaceLanguages } from '@shared/domain/languages'
import { namespacesOf, type Resources } from './i18n'

/**
 * Every locales/<lng>/<namespace>.json of every language at once (no network, no file access needed): for
 * tests and the parity checks. The app itself bundles only the default language up front (lib/i18n.ts);
 * this module stays out of its bundle because nothing but tests imports it.
 */
export function bundledResources(): Resources {
  const files = import.meta.glob<Record<string, unknown>>('../../../../locales/*/*.json', {
    eager: true,
    import: 'default',
  })
  return Object.fromEntries(interfaceLanguages.map((lng) => [lng, namespacesOf(lng, files)])) as Resources
}
