import { QueryClient } from '@tanstack/react-query'
import { PortalCallError } from './portal'

/** Input errors will not fix themselves by retrying; transport and server errors may. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof PortalCallError && error.code === 'invalid_input'),
      },
      mutations: { retry: false },
    },
  })
}
