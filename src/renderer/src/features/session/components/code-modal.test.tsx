import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LoginStep } from '@shared/ipc/session'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { CodeModal } from './code-modal'

const start = new Date('2026-03-02T09:00:00Z').getTime()

function typeCode(code: string) {
  const inputs = screen
    .getAllByRole('textbox')
    .filter((input) => input.getAttribute('aria-label')?.includes('/6'))
  code.split('').forEach((digit, index) => fireEvent.change(inputs[index]!, { target: { value: digit } }))
}

async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

describe('CodeModal (two-factor step)', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      now: start,
      toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    })
  })
  afterEach(() => vi.useRealTimers())

  function renderModal(
    answers: Record<string, (input: unknown) => unknown> = {},
    language: 'nl-NL' | 'en-US' = 'en-US',
  ) {
    const portal = installFakePortal(answers)
    const steps: LoginStep[] = []
    const onCancel = vi.fn()
    const view = renderWithProviders(
      <CodeModal
        codeTimeoutSeconds={300}
        resendAvailableAt={start + 60_000}
        receivedAt={start}
        onStep={(step) => steps.push(step)}
        onCancel={onCancel}
      />,
      language,
    )
    return { portal, steps, onCancel, view }
  }

  it("counts the code's validity down every second, then says it has expired", async () => {
    renderModal()
    expect(screen.getByTestId('code-validity')).toHaveTextContent('The code is valid for 5:00.')
    await tick(1000)
    expect(screen.getByTestId('code-validity')).toHaveTextContent('The code is valid for 4:59.')
    await tick(235_000)
    expect(screen.getByTestId('code-validity')).toHaveTextContent('The code is valid for 1:04.')
    await tick(64_000)
    expect(screen.getByTestId('code-validity')).toHaveTextContent(
      'The code is no longer valid. Send a new code.',
    )
  })

  it('enables "send a new code" only from resendAvailableAt, showing the seconds left', async () => {
    renderModal()
    const resend = screen.getByTestId('code-resend')
    expect(resend).toBeDisabled()
    expect(screen.getByTestId('code-resend-wait')).toHaveTextContent('You can send a new code in 60 s.')
    await tick(30_000)
    expect(resend).toBeDisabled()
    expect(screen.getByTestId('code-resend-wait')).toHaveTextContent('You can send a new code in 30 s.')
    await tick(30_000)
    expect(resend).toBeEnabled()
    expect(screen.queryByTestId('code-resend-wait')).toBeNull()
  })

  it('resends and hands the new step (with its new timers) to the flow', async () => {
    const next: LoginStep = { step: 'code', codeTimeoutSeconds: 300, resendAvailableAt: start + 130_000 }
    const { portal, steps } = renderModal({ 'session:resend-code': () => next })
    await tick(60_000)
    fireEvent.click(screen.getByTestId('code-resend'))
    await tick(0)
    expect(portal.calls.map((call) => call.channel)).toContain('session:resend-code')
    expect(steps).toEqual([next])
    expect(screen.getByRole('status')).toHaveTextContent('We sent you a new code.')
  })

  it('submits six digits and reports the signed-in step', async () => {
    const { portal, steps } = renderModal({ 'session:submit-code': () => ({ step: 'signed-in' }) })
    typeCode('123456')
    await tick(0)
    expect(portal.calls).toContainEqual({ channel: 'session:submit-code', input: { code: '123456' } })
    expect(steps).toEqual([{ step: 'signed-in' }])
  })

  it('asks for all six digits before calling main', async () => {
    const { portal } = renderModal()
    typeCode('123')
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await tick(0)
    expect(screen.getByText('Please enter the 6-digit code.')).toBeInTheDocument()
    expect(portal.calls.filter((call) => call.channel === 'session:submit-code')).toEqual([])
  })

  it.each([
    ['invalid_login_code', 'The code you entered is invalid.'],
    ['expired', 'The Two-Factor Authentication has expired. Refresh the page and try again.'],
    ['invalid_token', 'Something went wrong please refresh the page and try again.'],
    ['something_new', 'Something went wrong.'],
  ])('shows %s as the spec text', async (code, text) => {
    renderModal({
      'session:submit-code': () => {
        throw { code, message: 'x' }
      },
    })
    typeCode('654321')
    await tick(0)
    expect(screen.getByTestId('code-error')).toHaveTextContent(text)
  })

  it('after main ended the sign-in (invalid_token) offers only going back', async () => {
    renderModal({
      'session:submit-code': () => {
        throw { code: 'invalid_token', message: 'x' }
      },
    })
    typeCode('654321')
    await tick(60_000)
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled()
    expect(screen.getByTestId('code-resend')).toBeDisabled()
    expect(screen.getByRole('textbox', { name: /1\/6$/ })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled()
  })

  it('shows code_already_sent from a resend, in Dutch by default', async () => {
    renderModal(
      {
        'session:resend-code': () => {
          throw { code: 'code_already_sent', message: 'x' }
        },
      },
      'nl-NL',
    )
    await tick(60_000)
    fireEvent.click(screen.getByTestId('code-resend'))
    await tick(0)
    expect(screen.getByTestId('code-error')).toHaveTextContent(
      'Je hebt onlangs al een code aangevraagd, probeer het later opnieuw.',
    )
  })

  it('cancel tells main to forget the step', async () => {
    const { portal, onCancel } = renderModal({ 'session:cancel-login': () => undefined })
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await tick(0)
    expect(onCancel).toHaveBeenCalled()
    expect(portal.calls.map((call) => call.channel)).toContain('session:cancel-login')
  })
})
