import type { Context, MiddlewareHandler } from 'hono'
import type { PermissionAction, PermissionSubject } from '@shared/domain/permissions'
import type { AuthenticatedUser } from '../auth/auth-service'
import type { SandboxServices } from '../services'
import { assertAllowed } from '../permissions'

export interface SandboxEnv {
  Variables: { user: AuthenticatedUser }
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
