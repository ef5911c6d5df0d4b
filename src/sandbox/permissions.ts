import { isRole } from '@shared/domain/roles'
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

/**
 * Users operations on one's own entry ('Your info': name, language, calendar link) need no users-management
 * right, but they are a staff member's: a partner (whose one right is the partner portal) or an unknown role
 * is refused here, at the door like every role check, before any user rule runs. With the right
 * (`action` on UsersManagement) the user rules decide which accounts.
 */
export function assertOwnEntryOrAllowed(user: AbilityUser, action: PermissionAction): void {
  if (isAllowed(user, action, 'UsersManagement')) return
  const staff = user.isSuperuser === true || (isRole(user.role) && user.role !== 'PARTNER')
  if (!staff) throw new ApiError('forbidden', { required: { action, subject: 'UsersManagement' } })
}
