import { currentUser, organizationUsers } from '../chatbots/directory-service'
import { ApiError } from '../errors'
import { assertAllowed, assertOwnEntryOrAllowed } from '../permissions'
import {
  assignableTeams,
  createUser,
  deleteEmployee,
  deleteUser,
  listUsers,
  updateEmployee,
  updateUser,
} from './users-service'
import type { Resolvers } from '../graphql/generated/router-resolvers-types'

/**
 * Portal users (src/shared/graphql/router/users.ts). The users-management right is checked here; the user
 * rules (who may give which role, act on which account) in users-service.ts with the shared functions.
 */
export const usersResolvers: Resolvers = {
  Query: {
    // Identity, not a permission area: every signed-in user (even one with no rights) reads themself.
    user: (_, __, { services, user }) => currentUser(services.db, user, services.baseUrl()),
    users: (_, __, { services, user }) => {
      assertAllowed(user, 'read', 'UsersManagement')
      return organizationUsers(services.db, user, services.baseUrl())
    },
    userList: (_, args, { services, user }) => {
      assertAllowed(user, 'read', 'UsersManagement')
      return listUsers(services.db, user, args, services.baseUrl())
    },
    assignableTeams: (_, __, { services, user }) => {
      assertAllowed(user, 'read', 'UsersManagement')
      return assignableTeams(services.db, user)
    },
  },
  Mutation: {
    createUser: (_, { input }, { services, user }) => {
      assertAllowed(user, 'create', 'UsersManagement')
      return createUser(services.db, user, input, services.clock.now(), services.baseUrl())
    },
    updateUser: (_, { id, input }, { services, user }) => {
      assertAllowed(user, 'update', 'UsersManagement')
      return updateUser(services.db, user, id, input, services.baseUrl())
    },
    deleteUser: (_, { id }, { services, user }) => {
      assertAllowed(user, 'delete', 'UsersManagement')
      return deleteUser(services.db, user, id)
    },
    // One's own name and language ('Your info') need no users-management right; the service checks
    // every other change with the user rules.
    updateEmployee: (_, { id, ...changes }, { services, user }) => {
      assertOwnEntryOrAllowed(user, 'update')
      return updateEmployee(services.db, user, id, changes, services.clock.now(), services.baseUrl())
    },
    // One's own account only (the call takes no id); the current password confirms it, so an unlocked
    // desk is not enough to redirect the sign-in codes.
    changeOwnPhoneNumber: async (_, { phoneNumber, currentPassword }, { services, user }) => {
      assertOwnEntryOrAllowed(user, 'update')
      await services.auth.changeOwnPhoneNumber(user, phoneNumber, currentPassword)
      const updated = await currentUser(services.db, user, services.baseUrl())
      if (!updated) throw new ApiError('not_found')
      return updated
    },
    // A missing right is refused at the door (`forbidden`), like every role check; past it, false on any
    // failure of the user rules (spec: deleting an employee answers false on failure).
    deleteEmployee: async (_, { id }, { services, user }) => {
      assertAllowed(user, 'delete', 'UsersManagement')
      try {
        return await deleteEmployee(services.db, user, id)
      } catch {
        return false
      }
    },
  },
}
