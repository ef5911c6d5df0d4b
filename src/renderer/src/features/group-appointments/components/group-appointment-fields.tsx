import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import {
  calendarAuthHandlers,
  groupAppointmentNumberFields,
  type GroupAppointmentProblem,
  type GroupAppointmentProblems,
} from '@shared/domain/group-appointments'
import type { GroupAppointmentFormValues } from '../forms/group-appointment-form'

/**
 * The fields of a group appointment (spec 000 §3), shared by the create dialog and each appointment's
 * card: type, the four required numbers, the calendar provider and the filter map as JSON. `problems` are
 * the shared rules' findings, shown under their fields.
 */
export function GroupAppointmentFields({
  values,
  problems,
  onChange,
  disabled = false,
  idPrefix,
}: {
  values: GroupAppointmentFormValues
  problems: GroupAppointmentProblems
  onChange: (values: GroupAppointmentFormValues) => void
  disabled?: boolean
  /** Keeps the fields' ids apart when several cards are on the page. */
  idPrefix: string
}) {
  const { t } = useTranslation('group-appointments')
  const message = (problem: GroupAppointmentProblem | undefined) =>
    problem
      ? t(`problems.${problem.code}`, { min: problem.min, max: problem.max, key: problem.key })
      : undefined
  const set = (field: keyof GroupAppointmentFormValues) => (value: string) =>
    onChange({ ...values, [field]: value })
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          id={`${idPrefix}-type`}
          label={t('fields.type')}
          description={t('fields.typeHelp')}
          required
          value={values.type}
          onChange={(event) => set('type')(event.currentTarget.value)}
          error={message(problems.type)}
          disabled={disabled}
          data-field="type"
        />
        <Select
          id={`${idPrefix}-calendarAuthHandler`}
          label={t('fields.calendarAuthHandler')}
          description={t('fields.calendarAuthHandlerHelp')}
          data={calendarAuthHandlers.map((value) => ({ value, label: t(`handlers.${value}`) }))}
          value={values.calendarAuthHandler}
          onChange={(value) => set('calendarAuthHandler')(value ?? '')}
          allowDeselect={false}
          error={message(problems.calendarAuthHandler)}
          disabled={disabled}
          data-field="calendarAuthHandler"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {groupAppointmentNumberFields.map((field) => (
          <TextInput
            key={field}
            id={`${idPrefix}-${field}`}
            label={t(`fields.${field}`)}
            description={t(`fields.${field}Help`)}
            required
            inputMode="numeric"
            value={values[field]}
            onChange={(event) => set(field)(event.currentTarget.value)}
            error={message(problems[field])}
            disabled={disabled}
            data-field={field}
          />
        ))}
      </SimpleGrid>
      <Textarea
        id={`${idPrefix}-filterMap`}
        label={t('fields.filterMap')}
        description={t('fields.filterMapHelp')}
        value={values.filterMap}
        onChange={(event) => set('filterMap')(event.currentTarget.value)}
        error={message(problems.filterMap)}
        disabled={disabled}
        rows={Math.min(10, Math.max(3, values.filterMap.split('\n').length))}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        data-field="filterMap"
      />
    </Stack>
  )
}
