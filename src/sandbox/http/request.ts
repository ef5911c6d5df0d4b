import type { Context, MiddlewareHandler } from 'hono'
import type { PermissionAction, PermissionSubject } from '@shared/domain/permissions'
import type { AuthenticatedUser } from '../services/auth-service'
import type { SandboxServices } from '../services/services'
import { ApiError } from '../services/errors'
import { assertAllowed } from '../services/permissions'

export interface SandboxEnv {
  Variables: { user: AuthenticatedUser }
}

/**
 * JSON object bodies; anything else is a 400. The request guard (request-guard.ts) has already refused
 * bodies that are not `application/json` or larger than 1 MB.
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if (!text.trim()) return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new ApiError('malformed_body')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ApiError('malformed_body')
  return value as Record<string, unknown>
}

function authorization(c: Context, scheme: 'Bearer' | 'Token'): string | null {
  const header = c.req.header('authorization') ?? ''
  const [given, value] = header.trim().split(/\s+/, 2)
  return given?.toLowerCase() === scheme.toLowerCase() && value ? value : null
}

/** `Authorization: Bearer <access token>`. */
export const bearerToken = (c: Context) => authorization(c, 'Bearer')
/** `Authorization: Token <auth token>`: the second step's token from cookie-login. */
export const loginToken = (c: Context) => authorization(c, 'Token')

export function requireUser(services: SandboxServices): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    c.set('user', await services.auth.authenticate(bearerToken(c)))
    await next()
  }
}

export function requirePermission(
  action: PermissionAction,
  subject: PermissionSubject,
): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    assertAllowed(c.get('user'), action, subject)
    await next()
  }
}
