import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { rangeProblem, rangeTexts, type RangeProblem } from '@shared/domain/date-ranges'

/**
 * A date range picked on a screen (Smart Inbox, analytics, campaign conversations): a range the server
 * would refuse (the start after the end, longer than `maxDays`, a day out of bounds) is not taken, the
 * previous one stays on screen and in the URL, and the refusal is said in the server's own wording
 * (shared/domain/date-ranges) in the interface language. A range open at one end is taken as it is.
 */
export function useRangeChoice(maxDays: number) {
  const { i18n } = useTranslation()
  const [problem, setProblem] = useState<RangeProblem | null>(null)
  const language = i18n.language === 'nl-NL' ? 'nl' : 'en'
  return {
    /** Calls `accept` when the server would take the range; otherwise keeps the refusal to show. */
    choose(startDate: string | undefined, endDate: string | undefined, accept: () => void): void {
      const found = startDate && endDate ? rangeProblem(startDate, endDate, maxDays) : null
      setProblem(found)
      if (found === null) accept()
    },
    /** Why the last range was not taken, or null. */
    refusal: problem === null ? null : rangeTexts[problem](maxDays)[language],
  }
}
