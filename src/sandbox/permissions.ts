import {
  isAllowed,
  type AbilityUser,
  type PermissionAction,
  type PermissionSubject,
} from '@shared/domain/permissions'
import { ApiError } from './errors'

/**
 * The server's own check of the shared permission table (SEC-6): `forbidden` naming the missing right.
 * Routes and resolvers call it before a service runs; GraphQL answers the same code in `extensions`.
 */
export function assertAllowed(user: AbilityUser, action: PermissionAction, subject: PermissionSubject): void {
  if (!isAllowed(user, action, subject)) throw new ApiError('forbidden', { required: { action, subject } })
}
