import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import type { CreateUserInput, UpdateUserInput } from '@shared/domain/users'
import { routerGraphql } from '@shared/graphql/generated/router'
import { graphqlOperation, request } from '../../../lib/graphql'
import { requireUserOk } from '../user-result'
import { userResultSchema } from './user-fields'

/** The router's users mutations (src/shared/graphql/router/users.ts), each answering a `UserResult`. */
const createUserDocument = routerGraphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      ok
      code
      errorMessage
      errors {
        field
        messages
      }
      user {
        id
      }
    }
  }
`)
const updateUserDocument = routerGraphql(`
  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      ok
      code
      errorMessage
      errors {
        field
        messages
      }
      user {
        id
      }
    }
  }
`)
const deleteUserDocument = routerGraphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id) {
      ok
      code
      errorMessage
      errors {
        field
        messages
      }
      user {
        id
      }
    }
  }
`)
const deleteEmployeeDocument = routerGraphql(`
  mutation DeleteEmployee($id: ID!) {
    deleteEmployee(id: $id)
  }
`)
const updateEmployeeDocument = routerGraphql(`
  mutation UpdateEmployee(
    $id: ID!
    $name: String
    $language: String
    $password: String
    $confirmPassword: String
  ) {
    updateEmployee(
      id: $id
      name: $name
      language: $language
      password: $password
      confirmPassword: $confirmPassword
    ) {
      ok
      code
      errorMessage
      errors {
        field
        messages
      }
      user {
        id
      }
    }
  }
`)

const createUserOperation = graphqlOperation(
  'create user',
  createUserDocument,
  v.object({ createUser: userResultSchema }),
)
const updateUserOperation = graphqlOperation(
  'update user',
  updateUserDocument,
  v.object({ updateUser: userResultSchema }),
)
const deleteUserOperation = graphqlOperation(
  'delete user',
  deleteUserDocument,
  v.object({ deleteUser: userResultSchema }),
)
const deleteEmployeeOperation = graphqlOperation(
  'delete employee',
  deleteEmployeeDocument,
  v.object({ deleteEmployee: v.boolean() }),
)
const updateEmployeeOperation = graphqlOperation(
  'update employee',
  updateEmployeeDocument,
  v.object({ updateEmployee: userResultSchema }),
)

/** After any change the list, 'Your info' and the chatbot's employees are read again. */
function useInvalidateUsers() {
  const client = useQueryClient()
  return () =>
    client.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === 'users' || (query.queryKey[0] === 'chatbot' && query.queryKey[2] === 'users'),
    })
}

export function useCreateUser() {
  const { i18n } = useTranslation()
  const invalidate = useInvalidateUsers()
  return useMutation({
    mutationFn: async (input: CreateUserInput) =>
      requireUserOk(
        i18n,
        'create user',
        (await request('router', createUserOperation, { input: { ...input } })).createUser,
      ),
    onSuccess: invalidate,
  })
}

export function useUpdateUser() {
  const { i18n } = useTranslation()
  const invalidate = useInvalidateUsers()
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: UpdateUserInput }) =>
      requireUserOk(
        i18n,
        'update user',
        (await request('router', updateUserOperation, { id, input: { ...input } })).updateUser,
      ),
    onSuccess: invalidate,
  })
}

export function useDeleteUser() {
  const { i18n } = useTranslation()
  const invalidate = useInvalidateUsers()
  return useMutation({
    mutationFn: async (id: string) =>
      requireUserOk(i18n, 'delete user', (await request('router', deleteUserOperation, { id })).deleteUser),
    onSuccess: invalidate,
  })
}

/** The server refused removing an employee (it answers only false: the last admin, oneself, not allowed). */
export class EmployeeRemovalRefused extends Error {
  constructor() {
    super('The server did not remove the employee')
    this.name = 'EmployeeRemovalRefused'
  }
}

/** Removes an employee's user from 'All employees' (router `deleteEmployee`; id: the Employee's id). */
export function useDeleteEmployee() {
  const invalidate = useInvalidateUsers()
  return useMutation({
    mutationFn: async (employeeId: string) => {
      const { deleteEmployee } = await request('router', deleteEmployeeOperation, { id: employeeId })
      if (!deleteEmployee) throw new EmployeeRemovalRefused()
    },
    onSuccess: invalidate,
  })
}

export interface EmployeeChange {
  /** The Employee's id (not the user's). */
  readonly id: string
  readonly name?: string
  readonly language?: string
  readonly password?: string
  readonly confirmPassword?: string
}

export function useUpdateEmployee() {
  const { i18n } = useTranslation()
  const invalidate = useInvalidateUsers()
  return useMutation({
    mutationFn: async (change: EmployeeChange) =>
      requireUserOk(
        i18n,
        'update employee',
        (await request('router', updateEmployeeOperation, { ...change })).updateEmployee,
      ),
    onSuccess: invalidate,
  })
}
