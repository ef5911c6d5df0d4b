import type { SandboxArea } from '../area'
import { authDevRoutes } from './dev-routes'
import { authRoutes } from './routes'
import * as schema from './schema'

/** Signing in and the session: passwords, codes, tokens, lockouts, password resets, single sign-on. */
export const authArea: SandboxArea = {
  name: 'auth',
  schema,
  runtimeTables: [
    schema.loginChallenges,
    schema.tokenFamilies,
    schema.accessTokens,
    schema.refreshTokens,
    schema.authAttempts,
    schema.lockouts,
    schema.passwordResets,
  ],
  routes: authRoutes,
  devRoutes: authDevRoutes,
}
