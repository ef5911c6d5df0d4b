import type { TFunction } from 'i18next'
import { lintCodes, type LintCode } from '@shared/domain/builder-lint'
import type { LintProblem } from './api/flow'

/** A linter problem as a sentence (the problems panel and the tree view's badges). */
export function describeProblem(
  t: TFunction<'builder'>,
  problem: LintProblem,
  stateNames: ReadonlyMap<string, string>,
): string {
  if (!(lintCodes as readonly string[]).includes(problem.code)) return problem.code
  return t(`lint.${problem.code as LintCode}`, {
    state: stateNames.get(problem.stateId) ?? problem.stateId,
    count: problem.count ?? 0,
    language:
      problem.languageTag === 'nl-NL' || problem.languageTag === 'en-US'
        ? t(`languages.${problem.languageTag}`)
        : (problem.languageTag ?? ''),
  })
}
