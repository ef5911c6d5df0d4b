import { Fieldset, Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BuilderLanguage, TranslatedField } from '@shared/domain/builder'
import { debounceMs } from '../../../lib/debounce-times'
import { MutationFailedError } from '../../../lib/field-errors'
import { useDebouncedSave } from '../../../lib/use-debounced-save'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { SaveStatus } from '../../../ui/save-status'
import { useStateDetail } from '../api/state'
import { saveTranslation, useTranslations, type TranslationDetail } from '../api/translations'
import { useFieldMessage } from '../failure-text'
import { builderKeys, useBuilderScope } from '../scope'

/** The longest translated text the server keeps. */
const maxLength = 200

/**
 * An answer's description title and description in each language the chatbot has (createTranslation,
 * updateTranslation; emptied: deleteTranslation). Each text saves after the spec's 2,000 ms for options
 * and before the drawer or the window closes.
 */
export function OptionTranslations({ optionId, stateId }: { optionId: string; stateId: string }) {
  const { t } = useTranslation('builder')
  const scope = useBuilderScope()
  const languages = useStateDetail(scope, stateId).data?.languages ?? []
  const translations = useTranslations(scope, optionId)
  return (
    <Stack gap="xs" data-testid="option-translations">
      <div>
        <Title order={3} fz="h5">
          {t('translations.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('translations.intro')}
        </Text>
      </div>
      {translations.isError ? (
        <ErrorState
          error={translations.error}
          onRetry={() => void translations.refetch()}
          namespace="builder"
        />
      ) : !translations.data ? (
        <LoadingSkeleton rows={2} testId="option-translations-loading" />
      ) : (
        languages.map((language) => (
          <Fieldset
            key={language}
            legend={t(`languages.${language}`)}
            data-language={language}
            data-testid="option-translation"
          >
            <Stack gap="xs">
              <TranslationField
                ownerId={optionId}
                field="OPTION_DESCRIPTION_TITLE"
                language={language}
                stored={find(translations.data, 'OPTION_DESCRIPTION_TITLE', language)}
              />
              <TranslationField
                ownerId={optionId}
                field="OPTION_DESCRIPTION"
                language={language}
                stored={find(translations.data, 'OPTION_DESCRIPTION', language)}
              />
            </Stack>
          </Fieldset>
        ))
      )}
    </Stack>
  )
}

const find = (list: readonly TranslationDetail[], field: TranslatedField, language: BuilderLanguage) =>
  list.find((x) => x.field === field && x.languageTag === language)

function TranslationField({
  ownerId,
  field,
  language,
  stored,
}: {
  ownerId: string
  field: TranslatedField
  language: BuilderLanguage
  stored: TranslationDetail | undefined
}) {
  const { t } = useTranslation('builder')
  const client = useQueryClient()
  const fieldMessage = useFieldMessage()
  const [value, setValue] = useState(stored?.content ?? '')
  // The id the text is stored under: set by a create, cleared by a delete, before the list is fetched again.
  const id = useRef(stored?.id ?? null)
  const saver = useDebouncedSave<string>({
    delayMs: debounceMs.options,
    save: async (content) => {
      try {
        id.current = await saveTranslation({ id: id.current, ownerId, field, languageTag: language, content })
      } finally {
        void client.invalidateQueries(builderKeys.filter)
      }
    },
  })
  const change = (next: string) => {
    setValue(next)
    saver.schedule(next)
  }
  const props = {
    label: t(`translations.fields.${field}`),
    value,
    maxLength,
    'data-testid': `translation-${field}`,
    'data-language': language,
  }
  return (
    <div>
      {field === 'OPTION_DESCRIPTION' ? (
        <Textarea {...props} rows={3} onChange={(e) => change(e.currentTarget.value)} />
      ) : (
        <TextInput {...props} onChange={(e) => change(e.currentTarget.value)} />
      )}
      <SaveStatus
        status={saver.status}
        error={saver.error}
        failureMessage={
          saver.error instanceof MutationFailedError
            ? fieldMessage(saver.error.fields[0]?.messages[0] ?? '') || undefined
            : undefined
        }
        onRetry={() => void saver.flush()}
        namespace="builder"
        testId={`translation-${field}-status`}
      />
    </div>
  )
}
