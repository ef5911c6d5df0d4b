import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core'
import { useTranslation } from 'react-i18next'
import {
  attendeeProblems,
  maxDefaultAttendees,
  spokenLanguageCodes,
  translationBounds,
  translationProblems,
  variableLinkProblem,
  type TranslatedField,
  type TranslatedText,
} from '@shared/domain/calendar'
import { IconPlus, IconTrash } from '../../../ui/icons'

/** The translated texts, attendees and variable link of an event configuration, as the form holds them. */
export interface ConfigurationExtras {
  subject: TranslatedText[]
  description: TranslatedText[]
  customLocationTranslations: TranslatedText[]
  defaultAttendees: string[]
  scalarNameSelector: string
  selectorValues: string[]
}

const inputOf = {
  subject: 'subject',
  description: 'description',
  customLocation: 'customLocationTranslations',
} as const satisfies Record<TranslatedField, keyof ConfigurationExtras>

/** Whether the extras break a rule the server applies too (the form then sends nothing). */
export function extrasInvalid(extras: ConfigurationExtras, withPlace: boolean): boolean {
  const fields: TranslatedField[] = withPlace
    ? ['subject', 'description', 'customLocation']
    : ['subject', 'description']
  return (
    fields.some((field) => translationProblems(field, extras[inputOf[field]]).size > 0) ||
    attendeeProblems(extras.defaultAttendees).size > 0 ||
    variableLinkProblem(extras.scalarNameSelector, extras.selectorValues) !== null
  )
}

/**
 * One translated field: rows of languages and text (spec 000 §3 "translated lists with tags and
 * content"). A row left blank is skipped on save; a language may have one text per field.
 */
function TranslatedTexts({
  field,
  entries,
  onChange,
  touched,
  serverErrors,
}: {
  field: TranslatedField
  entries: TranslatedText[]
  onChange: (entries: TranslatedText[]) => void
  touched: boolean
  serverErrors: ReadonlyMap<string, string>
}) {
  const { t } = useTranslation('calendar')
  const problems = translationProblems(field, entries)
  const languages = spokenLanguageCodes.map((code) => ({ value: code, label: t(`languages.${code}`) }))
  const set = (index: number, next: Partial<TranslatedText>) =>
    onChange(entries.map((entry, at) => (at === index ? { ...entry, ...next } : entry)))
  const Input = field === 'description' ? Textarea : TextInput
  return (
    <Stack gap={6} role="group" aria-label={t(`texts.${field}.title`)} data-testid={`texts-${field}`}>
      <Text fz="sm" fw={500}>
        {t(`texts.${field}.title`)}
      </Text>
      {entries.length === 0 && (
        <Text fz="xs" c="dimmed">
          {t(`texts.${field}.none`)}
        </Text>
      )}
      {entries.map((entry, index) => {
        const problem = problems.get(index)
        const error =
          (touched && problem ? t(`texts.problems.${problem}`, { max: translationBounds[field] }) : null) ??
          serverErrors.get(`${inputOf[field]}.${index}`)
        return (
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap" data-testid="text-row">
            <MultiSelect
              aria-label={t('texts.languages', { n: index + 1 })}
              placeholder={t('texts.languagesPlaceholder')}
              data={languages}
              value={[...entry.tags]}
              onChange={(tags) => set(index, { tags })}
              w={170}
              data-testid="text-languages"
            />
            <Input
              aria-label={t(`texts.${field}.row`, { n: index + 1 })}
              value={entry.content}
              onChange={(event) => set(index, { content: event.currentTarget.value })}
              maxLength={translationBounds[field] + 50}
              style={{ flex: 1 }}
              error={error}
              autosize={field === 'description' ? true : undefined}
              minRows={field === 'description' ? 2 : undefined}
              data-testid="text-content"
            />
            <Tooltip label={t('texts.remove', { n: index + 1 })}>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={t('texts.remove', { n: index + 1 })}
                onClick={() => onChange(entries.filter((_, at) => at !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )
      })}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...entries, { tags: [], content: '' }])}
          disabled={entries.length >= translationBounds.entries}
          data-testid={`text-add-${field}`}
        >
          {t('texts.add')}
        </Button>
      </Group>
    </Stack>
  )
}

/** Subject, description and place per language, default attendees, and the link to a variable. */
export function ConfigurationTexts({
  extras,
  onChange,
  withPlace,
  touched,
  serverErrors,
}: {
  extras: ConfigurationExtras
  onChange: (extras: ConfigurationExtras) => void
  /** The location is a place: its texts per language are asked too. */
  withPlace: boolean
  touched: boolean
  /** The server's message per field (subject.N, defaultAttendees.N, selectorValues, …). */
  serverErrors: ReadonlyMap<string, string>
}) {
  const { t } = useTranslation('calendar')
  const set = (next: Partial<ConfigurationExtras>) => onChange({ ...extras, ...next })
  const attendees = attendeeProblems(extras.defaultAttendees)
  const [attendeeIndex, attendeeProblem] = [...attendees][0] ?? [null, null]
  const linkProblem = variableLinkProblem(extras.scalarNameSelector, extras.selectorValues)
  const fields: TranslatedField[] = withPlace
    ? ['subject', 'description', 'customLocation']
    : ['subject', 'description']
  return (
    <Stack gap="sm">
      {fields.map((field) => (
        <TranslatedTexts
          key={field}
          field={field}
          entries={extras[inputOf[field]]}
          onChange={(entries) => set({ [inputOf[field]]: entries })}
          touched={touched}
          serverErrors={serverErrors}
        />
      ))}
      <TagsInput
        label={t('texts.attendees')}
        description={t('texts.attendeesHint')}
        value={extras.defaultAttendees}
        onChange={(defaultAttendees) => set({ defaultAttendees })}
        maxTags={maxDefaultAttendees}
        splitChars={[',', ' ', ';']}
        error={
          attendeeProblem !== null
            ? t(`texts.problems.${attendeeProblem}`, {
                address: extras.defaultAttendees[attendeeIndex ?? 0],
              })
            : ([...serverErrors].find(([field]) => field.startsWith('defaultAttendees'))?.[1] ?? null)
        }
        data-testid="configuration-attendees"
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('texts.variable')}
          description={t('texts.variableHint')}
          value={extras.scalarNameSelector}
          onChange={(event) => set({ scalarNameSelector: event.currentTarget.value })}
          maxLength={100}
          data-testid="configuration-variable"
        />
        <TagsInput
          label={t('texts.values')}
          description={t('texts.valuesHint')}
          value={extras.selectorValues}
          onChange={(selectorValues) => set({ selectorValues })}
          disabled={extras.scalarNameSelector.trim() === '' && extras.selectorValues.length === 0}
          error={
            (touched && linkProblem ? t(`texts.problems.${linkProblem}`) : null) ??
            serverErrors.get('selectorValues')
          }
          data-testid="configuration-values"
        />
      </Group>
    </Stack>
  )
}
