/**
 * Typed translation keys: t('…') with a key that is not in the Dutch texts fails the
 * type check. The nl-NL files are the reference (their list is generated: i18n-resources.gen.ts); locale
 * parity tests keep en-US in step with them.
 */
import 'i18next'
import type { ErrorCode } from '@shared/domain/errors'
import type { LocaleFiles } from './i18n-resources.gen'

/** lib/i18n.ts merges the server's error catalogue into common.errors at start-up. */
type CommonResources = Omit<LocaleFiles['common'], 'errors'> & {
  errors: LocaleFiles['common']['errors'] & Record<ErrorCode, string>
}

/** lib/i18n.ts gathers each file's `nav` texts into the `nav` namespace, by file: `nav:<namespace>.<key>`. */
type NavResources = {
  [
    Namespace in keyof LocaleFiles as LocaleFiles[Namespace] extends { nav: object } ? Namespace : never
  ]: LocaleFiles[Namespace] extends { nav: infer Texts } ? Texts : never
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: Omit<LocaleFiles, 'common'> & { common: CommonResources; nav: NavResources }
    returnNull: false
  }
}
