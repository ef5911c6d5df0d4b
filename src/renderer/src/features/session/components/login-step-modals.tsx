import type { LoginStep } from '@shared/ipc/session'
import type { PendingStep } from '../login-flow'
import { CodeModal } from './code-modal'
import { PhoneModal } from './phone-modal'

/** Shows whichever second step is pending (code or phone number), for password and single sign-on alike. */
export function LoginStepModals({
  pending,
  onStep,
  onCancel,
}: {
  pending: PendingStep | null
  onStep: (step: LoginStep) => void
  onCancel: () => void
}) {
  if (!pending) return null
  if (pending.step === 'change-phone') return <PhoneModal onStep={onStep} onCancel={onCancel} />
  return (
    <CodeModal
      codeTimeoutSeconds={pending.codeTimeoutSeconds}
      resendAvailableAt={pending.resendAvailableAt}
      receivedAt={pending.receivedAt}
      onStep={onStep}
      onCancel={onCancel}
    />
  )
}
