import { queryOptions, useQuery } from '@tanstack/react-query'
import type { InterfaceLanguage } from '@shared/domain/languages'
import { portal } from '../../../lib/portal'
import { chatbotAreaKeys } from '../../../lib/query-keys'

/** Documentation query keys: `['chatbot', <chatbot id>, 'documentation', …]` (read with its project). */
export const documentationKeys = chatbotAreaKeys('documentation')

/** The help articles, read by main from the realtime store in the interface language. */
export function documentationQuery(chatbotId: string, language: InterfaceLanguage) {
  return queryOptions({
    queryKey: documentationKeys.key(chatbotId, 'articles', language),
    queryFn: () => portal().documentation.articles({ language }),
    // Help texts change with releases, not while the portal is open.
    staleTime: 30 * 60_000,
  })
}

/** `enabled` false: not asked for at all (a user the documentation is not for). */
export const useDocumentation = (chatbotId: string, language: InterfaceLanguage, enabled = true) =>
  useQuery({ ...documentationQuery(chatbotId, language), enabled })
