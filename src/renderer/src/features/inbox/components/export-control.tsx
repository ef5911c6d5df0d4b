import { Button, Group, Menu, Stack, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { InboxFilters } from '@shared/domain/inbox'
import { isInterfaceLanguage, defaultLanguage, type InterfaceLanguage } from '@shared/domain/languages'
import { defaultCsvSeparator, type CsvSeparator, type ExportFormat } from '@shared/ipc/exports'
import { mayExportInbox } from '@shared/domain/permissions'
import { usePreferences, useSetPreferences } from '../../../lib/preferences'
import { signedInState, useSession } from '../../../lib/session'
import { ExportJobAlerts } from '../../../ui/export-job-alerts'
import { IconCheck, IconChevronDown, IconDownload } from '../../../ui/icons'
import { useInboxExport, type ExportKind } from '../api/export'
import { useInboxScope } from '../scope'

interface ExportControlProps {
  /** Exactly the filters on screen. */
  readonly filters: InboxFilters
  /** The messages of the management table (default) or the analytics table. */
  readonly kind?: ExportKind
}

/**
 * 'Exporteren' with exactly the filters on screen, as an Excel workbook (.xlsx, the default) or CSV with
 * the separator of the interface language (changeable in the menu beside the button; the choice is kept
 * in the preferences). Main asks where to save and writes the file; here we show its progress (pages and
 * rows) with Cancel, 'Open folder' when done, and the spec's messages.
 */
export function ExportControl({ filters, kind = 'inbox' }: ExportControlProps) {
  const session = useSession()
  // Only roles with the analytics export permission see it; main and the server refuse the others too.
  if (!mayExportInbox(signedInState(session.data)?.user)) return null
  return <ExportButtonAndProgress filters={filters} kind={kind} />
}

interface Choice {
  readonly format: ExportFormat
  readonly separator: CsvSeparator
}

function ExportButtonAndProgress({ filters, kind }: { filters: InboxFilters; kind: ExportKind }) {
  const { t, i18n } = useTranslation(['inbox', 'common', 'frame'])
  const { view, start, cancel, showInFolder, dismiss, dismissOutcome } = useInboxExport(kind)
  const preferences = usePreferences().data?.values
  const savePreferences = useSetPreferences()
  const chatbotId = useInboxScope()?.chatbotId ?? null
  const busy = view.status === 'starting' || view.status === 'running'
  const language: InterfaceLanguage = isInterfaceLanguage(i18n.language) ? i18n.language : defaultLanguage
  const languageSeparator = defaultCsvSeparator(language)
  const chosen: Choice = {
    format: preferences?.exportFormat ?? 'xlsx',
    separator: preferences?.csvSeparator ?? languageSeparator,
  }

  // 'Nothing to export' (or a failure, or 'cancelled') was about the previous filter or chatbot.
  const shownFor = JSON.stringify([filters, chatbotId])
  const previous = useRef(shownFor)
  useEffect(() => {
    if (previous.current === shownFor) return
    previous.current = shownFor
    dismissOutcome()
  }, [shownFor, dismissOutcome])

  const run = ({ format, separator }: Choice) => void start(filters, { format, separator, language })
  const choose = (choice: Choice) => {
    // The language's own separator is stored as "follow the language".
    const csvSeparator =
      choice.format === 'csv' && choice.separator !== languageSeparator ? choice.separator : null
    savePreferences.mutate({
      exportFormat: choice.format,
      ...(choice.format === 'csv' ? { csvSeparator } : {}),
    })
    run(choice)
  }
  const separatorName = (separator: CsvSeparator) =>
    t(`export.separatorNames.${separator === ';' ? 'semicolon' : 'comma'}`)
  const formatLabel = (choice: Choice) =>
    t(`export.buttonFormat.${choice.format}`, { separator: choice.separator })
  const choices: (Choice & { testId: string; label: string; recommended: boolean })[] = [
    {
      format: 'xlsx',
      separator: chosen.separator,
      testId: 'export-format-xlsx',
      label: t('export.formats.xlsx'),
      recommended: false,
    },
    ...([languageSeparator, languageSeparator === ';' ? ',' : ';'] as const).map((separator) => ({
      format: 'csv' as const,
      separator,
      testId: `export-format-csv-${separator === ';' ? 'semicolon' : 'comma'}`,
      label: t('export.formats.csv', { separator: separatorName(separator) }),
      recommended: separator === languageSeparator,
    })),
  ]
  const isChosen = (choice: Choice) =>
    choice.format === chosen.format && (choice.format === 'xlsx' || choice.separator === chosen.separator)

  return (
    <Stack gap="xs" data-testid={kind === 'analytics' ? 'analytics-export' : 'inbox-export'} align="flex-end">
      <Group gap={0} wrap="nowrap">
        <Button
          variant="default"
          onClick={() => run(chosen)}
          loading={view.status === 'starting'}
          disabled={busy}
          leftSection={<IconDownload size={16} aria-hidden />}
          style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
          data-testid="export-button"
          data-format={chosen.format}
          data-separator={chosen.separator}
        >
          {t('export.button')}
          <Text span c="dimmed" fz="sm" ml={6}>
            {formatLabel(chosen)}
          </Text>
        </Button>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              px={8}
              disabled={busy}
              aria-label={t('export.menu')}
              style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, marginLeft: -1 }}
              data-testid="export-format"
            >
              <IconChevronDown size={16} aria-hidden />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('export.menu')}</Menu.Label>
            {choices.map((choice) => (
              <Menu.Item
                key={choice.testId}
                data-testid={choice.testId}
                onClick={() => choose(choice)}
                leftSection={
                  isChosen(choice) ? <IconCheck size={16} aria-hidden /> : <span style={{ width: 16 }} />
                }
              >
                <Text fz="sm">{choice.label}</Text>
                {choice.recommended && (
                  <Text fz="xs" c="dimmed">
                    {t('export.recommended', { language: t(`frame:language.long.${language}`) })}
                  </Text>
                )}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <ExportJobAlerts
        view={view}
        onCancel={() => void cancel()}
        onShowInFolder={() => void showInFolder()}
        onDismiss={dismiss}
      />
    </Stack>
  )
}
