import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { SessionInfo } from '@shared/ipc/session'
import { installFakePortal, renderWithRouter, testSessionInfo } from '../../../test-utils'
import { LoginScreen } from './login-screen'

beforeEach(() => sessionStorage.clear())

async function fill(username: string, password: string) {
  if (username)
    await userEvent.type(await screen.findByRole('textbox', { name: /gebruikersnaam|username/i }), username)
  if (password) await userEvent.type(screen.getByLabelText(/^(wachtwoord|password)/i), password)
}

describe('LoginScreen', () => {
  it('requires username and password with the spec messages, without calling main', async () => {
    const portal = installFakePortal()
    renderWithRouter(<LoginScreen info={testSessionInfo()} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Inloggen' }))
    expect(await screen.findByText('Vul een gebruikersnaam in.')).toBeInTheDocument()
    expect(screen.getByText('Vul een wachtwoord in.')).toBeInTheDocument()
    expect(portal.calls.filter((call) => call.channel === 'session:login')).toEqual([])
  })

  it("shows 'Incorrect username or password' for incorrect_credentials", async () => {
    installFakePortal({
      'session:login': () => {
        throw { code: 'incorrect_credentials', message: 'no' }
      },
    })
    renderWithRouter(<LoginScreen info={testSessionInfo()} />, 'en-US')
    await fill('manager@demo.nl', 'wrong')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Incorrect username or password')
  })

  it('opens the code step with its countdown after valid credentials', async () => {
    const portal = installFakePortal({
      'session:login': () => ({
        step: 'code',
        codeTimeoutSeconds: 120,
        resendAvailableAt: Date.now() + 60_000,
      }),
    })
    renderWithRouter(<LoginScreen info={testSessionInfo()} />, 'en-US')
    await fill('  manager@demo.nl ', 'Welkom-Demo-2026!')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('dialog', { name: 'Two-factor authentication' })).toBeInTheDocument()
    expect(screen.getByTestId('code-validity')).toHaveTextContent(/valid for (2:00|1:59)/)
    expect(portal.calls).toContainEqual({
      channel: 'session:login',
      input: { username: 'manager@demo.nl', password: 'Welkom-Demo-2026!' },
    })
  })

  it('keeps the typed username (not the password) through a reload during the code step', async () => {
    installFakePortal({
      'session:login': () => ({ step: 'code', codeTimeoutSeconds: 120, resendAvailableAt: Date.now() }),
    })
    renderWithRouter(<LoginScreen info={testSessionInfo()} />, 'en-US')
    await fill('teamlead@demo.nl', 'Welkom-Demo-2026!')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await screen.findByRole('dialog', { name: 'Two-factor authentication' })
    // A reload: the screen starts afresh.
    cleanup()
    renderWithRouter(<LoginScreen info={testSessionInfo()} />, 'en-US')
    expect(await screen.findByRole('textbox', { name: /username/i })).toHaveValue('teamlead@demo.nl')
    expect(screen.getByLabelText(/^Password/)).toHaveValue('')
  })

  it('asks for a phone number first on the change-phone step', async () => {
    installFakePortal({ 'session:login': () => ({ step: 'change-phone' }) })
    renderWithRouter(<LoginScreen info={testSessionInfo()} />, 'en-US')
    await fill('newphone@demo.nl', 'Welkom-Demo-2026!')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('dialog', { name: 'Register your phone number' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('Please enter a phone number.')).toBeInTheDocument()
  })

  it('shows the signed-out reason once, and the demo users in the demo workspace', async () => {
    installFakePortal()
    const info: SessionInfo = testSessionInfo({ state: { status: 'signed-out', reason: 'session-expired' } })
    renderWithRouter(<LoginScreen info={info} />, 'en-US')
    expect(await screen.findByTestId('signed-out-reason')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    )
    expect(screen.getByTestId('demo-hint')).toHaveTextContent('Welkom-Demo-2026!')
    await userEvent.click(screen.getByRole('button', { name: 'manager@demo.nl' }))
    expect(screen.getByRole('textbox', { name: /username/i })).toHaveValue('manager@demo.nl')
  })

  it('hides the demo hint and the server link when not in demo and the server is locked', async () => {
    installFakePortal()
    const info = testSessionInfo({
      demo: false,
      server: {
        choice: { kind: 'remote', address: 'https://portal.example.com' },
        serverLocked: true,
        demoAllowed: false,
      },
    })
    renderWithRouter(<LoginScreen info={info} partner="randstad" />, 'en-US')
    expect(await screen.findByRole('heading', { name: 'Partner login' })).toBeInTheDocument()
    expect(screen.queryByTestId('demo-hint')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Change where you sign in' })).toBeNull()
    expect(screen.getByText('Signing in to: https://portal.example.com')).toBeInTheDocument()
  })
})
