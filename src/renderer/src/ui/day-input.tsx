import '@mantine/dates/styles.css'
import { DateInput, DatesProvider } from '@mantine/dates'
import { useTranslation } from 'react-i18next'
import { earliestDay, latestDay } from '@shared/domain/date-ranges'
import { calendarLocale, dayFormat, parseTypedDay } from '../lib/dates'

/**
 * A calendar day shown and typed in the interface language (dd-mm-jjjj in nl-NL, mm/dd/yyyy in en-US), not
 * the browser's native date input, which follows the operating system's locale instead of ours. The value
 * stays an ISO day (YYYY-MM-DD), as in the URL and on the server.
 */
export function DayInput({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  size,
  testId,
}: {
  label: string
  value: string
  onChange: (day: string) => void
  minDate?: string | undefined
  maxDate?: string | undefined
  size?: 'xs' | 'sm'
  testId: string
}) {
  const { t, i18n } = useTranslation('common')
  const language = i18n.language
  return (
    <DatesProvider
      settings={{ locale: calendarLocale(language), firstDayOfWeek: language === 'en-US' ? 0 : 1 }}
    >
      <DateInput
        label={label}
        value={value}
        onChange={(day) => day && onChange(day)}
        valueFormat={dayFormat(language)}
        placeholder={t('dates.dayPlaceholder')}
        dateParser={(raw: string) => parseTypedDay(raw, language)}
        popoverProps={{ withinPortal: false }}
        // The calendar's arrows are icon buttons: they need names (axe button-name), in our language.
        ariaLabels={{
          previousMonth: t('dates.calendar.previousMonth'),
          nextMonth: t('dates.calendar.nextMonth'),
          previousYear: t('dates.calendar.previousYear'),
          nextYear: t('dates.calendar.nextYear'),
          previousDecade: t('dates.calendar.previousDecade'),
          nextDecade: t('dates.calendar.nextDecade'),
          monthLevelControl: t('dates.calendar.monthLevelControl'),
          yearLevelControl: t('dates.calendar.yearLevelControl'),
        }}
        allowDeselect={false}
        clearable={false}
        // Days outside the bounds every server call refuses (shared/domain/date-ranges) cannot be chosen.
        minDate={minDate && minDate > earliestDay ? minDate : earliestDay}
        maxDate={maxDate && maxDate < latestDay ? maxDate : latestDay}
        {...(size ? { size } : {})}
        data-testid={testId}
      />
    </DatesProvider>
  )
}
