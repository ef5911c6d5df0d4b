import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { LoginStep } from '@shared/ipc/session'
import { sessionQuery } from '../../lib/session'
import { forgetUsername } from './after-sign-in'

/** A pending second step, with the moment it arrived (the code's validity counts from then). */
export type PendingStep =
  | {
      readonly step: 'code'
      readonly codeTimeoutSeconds: number
      readonly resendAvailableAt: number
      readonly receivedAt: number
    }
  | { readonly step: 'change-phone' }

/**
 * The steps after credentials or single sign-on: a code, a phone number first, or straight in. When signed
 * in, the session is refetched; the route guard then leaves the sign-in screens by itself.
 */
export function useLoginFlow() {
  const client = useQueryClient()
  const [pending, setPending] = useState<PendingStep | null>(null)
  const handle = (next: LoginStep) => {
    if (next.step === 'signed-in') {
      setPending(null)
      forgetUsername()
      // The demo's "text message" with the code has served its purpose.
      notifications.hide('demo-login-code')
      void client.invalidateQueries({ queryKey: sessionQuery.queryKey })
    } else if (next.step === 'code') {
      setPending({ ...next, receivedAt: Date.now() })
    } else {
      setPending(next)
    }
  }
  return { pending, handle, clear: () => setPending(null) }
}
