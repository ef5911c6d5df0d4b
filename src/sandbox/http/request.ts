import { getConnInfo } from '@hono/node-server/conninfo'
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

/** A client id a desktop install may send; anything else is ignored rather than trusted. */
const clientIdPattern = /^[A-Za-z0-9._-]{1,64}$/

/**
 * Who is calling, for the sign-in limits: the peer address and, when sent, the `X-Client-Id` header (a team
 * behind one office address is still told apart by it). Never holds a tab (auth-service's key separator).
 */
export function clientName(c: Context): string {
  let address = 'unknown'
  try {
    address = getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // Not served by @hono/node-server (an in-process app.request): no peer address.
  }
  const id = c.req.header('x-client-id') ?? ''
  return clientIdPattern.test(id) ? `${address}|${id}` : address
}

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
