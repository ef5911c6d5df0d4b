import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import {
  ruleMessage,
  templateReviewWorkingDays,
  templateSyncMaxMinutes,
  type RuleViolation,
} from '@shared/domain/whatsapp-templates'

export { useLanguageName } from '../../../lib/language-name'

/**
 * The provider's timings a submit states (spec 000 §9): about 3 working days of review per language, and up
 * to 5 minutes before a verdict reaches the portal's sync.
 */
export const reviewTimes = { days: templateReviewWorkingDays, minutes: templateSyncMaxMinutes } as const

/** A rule's message in the interface language (the shared catalogue holds both). */
export function useRuleMessage(): (violation: Pick<RuleViolation, 'code' | 'params'>) => string {
  const { i18n } = useTranslation()
  const lang = i18n.language.startsWith('en') ? 'en' : 'nl'
  return (violation) => ruleMessage(violation, lang)
}

/** Filled badges in shades whose white label meets 4.5:1 in both schemes (axe). */
const statusColors: Record<string, string> = {
  CONCEPT: 'gray.7',
  SUBMITTED: 'blue.8',
  RESUBMITTED: 'blue.8',
  ACCEPTED: 'cyan.9',
  APPROVED: 'teal.9',
  ACTIVE: 'teal.9',
  REJECTED: 'red.9',
}

type StatusKey = 'CONCEPT' | 'SUBMITTED' | 'ACCEPTED' | 'REJECTED' | 'ACTIVE' | 'APPROVED' | 'RESUBMITTED'

/** A template or language status as a coloured badge with its translated name. */
export function StatusBadge({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation('whatsapp')
  const known = status in statusColors
  return (
    <Badge
      color={statusColors[status] ?? 'gray.7'}
      variant="filled"
      data-testid={testId}
      data-status={status}
      // Whole words in a narrow language column: the column grows instead of the status ending in '…'.
      miw="max-content"
    >
      {known ? t(`status.${status as StatusKey}`) : status}
    </Badge>
  )
}

/** DD-MM-YYYY HH:mm (spec 000 §9 date formats). */
export function formatDateTime(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}
