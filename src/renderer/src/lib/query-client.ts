import { QueryClient } from '@tanstack/react-query'
import { PortalCallError } from './portal'

/**
 * Answers that will not change by asking again: bad input, no right, a suspended chatbot, a function that
 * is not available. Transport and server errors may fix themselves, so those are retried.
 */
const permanentCodes: ReadonlySet<string> = new Set([
  'invalid_input',
  'forbidden',
  'not_found',
  'not_assigned_to_chatbot',
  'chatbot_suspended',
  'functionality_unavailable',
])

/** Input errors will not fix themselves by retrying; transport and server errors may. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof PortalCallError && permanentCodes.has(error.code)),
      },
      mutations: { retry: false },
    },
  })
}
