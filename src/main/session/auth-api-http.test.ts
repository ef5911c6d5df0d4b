import { describe, expect, it } from 'vitest'
import { loginStepTypes } from '@shared/domain/auth'
import type { HttpClient } from '../api/http-client'
import { createHttpAuthApi } from './auth-api-http'
import { endpointsFor } from './server-connection'

function apiAnswering(body: unknown) {
  const http: HttpClient = {
    request: async () => ({ status: 200, headers: new Headers(), body }),
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
