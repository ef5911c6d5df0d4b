import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { unavailableCodeOf, useErrorDescription } from '../lib/errors'
import { UnavailableNotice } from './unavailable-notice'

/**
 * The loading, error and empty states every screen shows (with `EmptyState` in ui/empty-state.tsx), so a
 * list, a form and a detail panel wait, fail and say "nothing here" the same way.
 */

/** Loading: the content's shape in grey (a header bar and rows), so the page does not jump. */
export function LoadingSkeleton({
  rows = 8,
  rowHeight = 22,
  label,
  testId = 'loading',
}: {
  rows?: number
  rowHeight?: number
  /** Read by screen readers; default "Loading…". */
  label?: string
  testId?: string
}) {
  const { t } = useTranslation('common')
  return (
    <Stack gap={6} data-testid={testId} role="status" aria-busy="true" aria-label={label ?? t('loading')}>
      <Skeleton height={28} />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={rowHeight} />
      ))}
    </Stack>
  )
}

/**
 * A failed load: the code's message (lib/errors.ts: `<namespace>:errors.<code>`, then `common:errors.<code>`,
 * then the generic message), 'The cause of the error is unknown.' when nothing more is known, and a retry.
 * A suspended chatbot or an unavailable function gets the spec's notice instead.
 */
export function ErrorState({
  error,
  onRetry,
  namespace = 'common',
  title,
  testId = 'error',
}: {
  error: unknown
  onRetry?: () => void
  namespace?: string
  /** Default "Could not load"; null for none (inside a card that has its own title). */
  title?: string | null
  testId?: string
}) {
  const { t } = useTranslation('common')
  const describeError = useErrorDescription(namespace)
  const unavailable = unavailableCodeOf(error)
  if (unavailable) return <UnavailableNotice code={unavailable} />
  const { message, unknownCause } = describeError(error)
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title === null ? undefined : (title ?? t('errors.loadFailed'))}
      data-testid={testId}
    >
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{message}</Text>
        {unknownCause && <Text fz="sm">{t('errors.unknownCause')}</Text>}
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  )
}

/**
 * One query's content inside a card: the skeleton while it loads, the error with a retry when it failed,
 * `empty` (a sentence) when there is nothing, else `children` with the data.
 */
export function QueryContent<T>({
  query,
  isEmpty = () => false,
  empty,
  namespace,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown }
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  namespace: string
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return <LoadingSkeleton rows={3} />
  if (query.isError || query.data === undefined)
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        namespace={namespace}
        title={null}
      />
    )
  if (isEmpty(query.data)) return <Text c="dimmed">{empty}</Text>
  return <>{children(query.data)}</>
}

/**
 * The opacity of results that are the previous query's while the next one's load (React Query's
 * placeholder data): dimmed, with `aria-busy` on the same element, so nobody takes them for the new answer.
 */
export const staleResultsOpacity = (stale: boolean): number => (stale ? 0.6 : 1)
