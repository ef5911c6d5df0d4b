import { describe, expect, it } from 'vitest'
import { loginStepTypes } from '@shared/domain/auth'
import type { HttpClient } from '../api/http-client'
import { createHttpAuthApi, signInClientId } from './auth-api-http'
import { endpointsFor } from './server-connection'

function apiAnswering(body: unknown, status = 200) {
  const http: HttpClient = {
    request: async () => ({ status, headers: new Headers(), body }),
  }
  return createHttpAuthApi(endpointsFor('https://portal.example.nl', 'templates-key'), http)
}

describe('the first sign-in step (spec 001 §4)', () => {
  it("reads the spec's second-step type change-phone-number", async () => {
    expect(loginStepTypes.changePhoneNumber).toBe('change-phone-number')
    await expect(
      apiAnswering({ type: 'change-phone-number', token: 'auth-1' }).cookieLogin('a', 'b'),
    ).resolves.toEqual({ kind: 'change-phone', authToken: 'auth-1' })
  })

  it('treats any other type with a token as the code step', async () => {
    await expect(
      apiAnswering({ type: 'login_code', token: 'auth-1', login_code_timeout: 300 }).cookieLogin('a', 'b'),
    ).resolves.toEqual({ kind: 'code', authToken: 'auth-1', codeTimeoutSeconds: 300 })
  })
})

describe('the sign-in client id', () => {
  it('names this app on every password sign-in, the same id each time, in the form the server reads', async () => {
    const sent: (Record<string, string> | undefined)[] = []
    const http: HttpClient = {
      request: async (request) => {
        sent.push(request.headers)
        return { status: 200, headers: new Headers(), body: { type: 'login_code', token: 't' } }
      },
    }
    const api = createHttpAuthApi(endpointsFor('https://portal.example.nl', 'templates-key'), http)
    await api.cookieLogin('a', 'b')
    await api.cookieLogin('c', 'd')
    expect(sent.map((headers) => headers?.['X-Client-Id'])).toEqual([signInClientId, signInClientId])
    expect(signInClientId).toMatch(/^[A-Za-z0-9._-]{1,64}$/)
  })
})

describe('checking a kept access token (POST /api/validate-token/)', () => {
  it('sends the token and reads a 200 as valid, a 401 or 403 as refused', async () => {
    const sent: { url: string; body: unknown }[] = []
    const http: HttpClient = {
      request: async (request) => {
        sent.push({ url: request.url, body: request.body })
        return { status: 200, headers: new Headers(), body: { valid: true } }
      },
    }
    const api = createHttpAuthApi(endpointsFor('https://portal.example.nl', 'templates-key'), http)
    await expect(api.validateToken('access-1')).resolves.toBe(true)
    expect(sent).toEqual([
      { url: 'https://portal.example.nl/api/validate-token/', body: { token: 'access-1' } },
    ])
    await expect(apiAnswering({ code: 'token_not_valid' }, 401).validateToken('a')).resolves.toBe(false)
    await expect(apiAnswering({ code: 'forbidden' }, 403).validateToken('a')).resolves.toBe(false)
  })

  it('throws on any other failure, so a server that cannot answer does not end the session', async () => {
    await expect(apiAnswering(null, 502).validateToken('a')).rejects.toThrow('502')
  })
})

describe('answers the spec counts as failures (spec 001 §8)', () => {
  it('a code answer without an access token', async () => {
    await expect(
      apiAnswering({ refresh: 'r-1', access_expires_in: 300 }).loginWithCode('auth-1', '123456'),
    ).rejects.toMatchObject({ code: 'invalid_token' })
  })

  it.each([201, 204])('a password reset answered with %i instead of 200', async (status) => {
    await expect(apiAnswering(null, status).forgotPassword('a@b.nl')).rejects.toMatchObject({
      code: 'reset_failed',
    })
    await expect(
      apiAnswering(null, status).resetPassword('guid-1', 'Nieuw-Wachtwoord-1'),
    ).rejects.toMatchObject({ code: 'reset_failed' })
  })
})
