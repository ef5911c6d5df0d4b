import type { InterfaceLanguage } from '@shared/domain/languages'
import enUS from '../../../locales/en-US/inbox.json' with { type: 'json' }
import nlNL from '../../../locales/nl-NL/inbox.json' with { type: 'json' }
import type { DurationUnits } from './export-table'

/**
 * The few texts the export job writes itself, whatever the area: the duration units of its cells and the
 * "export ready" notification. The renderer keeps them in its `inbox` namespace (the first export's), so
 * the job reads them from there; a table's own texts (headers, values) are its area's.
 */
export interface ExportJobTexts {
  readonly units: DurationUnits
  readonly doneTitle: string
  /** With {{rows}} and {{file}}. */
  readonly doneBody: string
}

const jobTextsOf = (locale: typeof enUS): ExportJobTexts => ({
  units: locale.units,
  doneTitle: locale.notifications.exportDoneTitle,
  doneBody: locale.notifications.exportDoneBody,
})
const texts: Record<InterfaceLanguage, ExportJobTexts> = {
  'en-US': jobTextsOf(enUS),
  'nl-NL': jobTextsOf(nlNL),
}

export function exportJobTexts(language: InterfaceLanguage): ExportJobTexts {
  return texts[language]
}
