import type { TFunction } from 'i18next'
import type { EmailFieldProblem } from '@shared/domain/email-templates'

/** A field problem of the shared rules in the user's language (locales/<lng>/email-templates.json). */
export function problemText(
  t: TFunction<'email-templates'>,
  problem: EmailFieldProblem | undefined,
): string | undefined {
  return problem ? t(`problems.${problem}`) : undefined
}
