import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import type { OwnPhoneNumberValues } from '@shared/domain/users'
import { routerGraphql } from '@shared/graphql/generated/router'
import { graphqlOperation, request } from '../../../lib/graphql'
import { idSchema } from './user-fields'

/**
 * Router `changeOwnPhoneNumber` ('Your info'): the signed-in user's own phone number, confirmed with the
 * current password. A refusal (invalid_phone_number, wrong_current_password, too_many_attempts) arrives as
 * a call error with its catalogue code and field messages.
 */
const changeOwnPhoneDocument = routerGraphql(`
  mutation ChangeOwnPhoneNumber($phoneNumber: String!, $currentPassword: String!) {
    changeOwnPhoneNumber(phoneNumber: $phoneNumber, currentPassword: $currentPassword) {
      id
      phoneNumber
    }
  }
`)

const changeOwnPhoneOperation = graphqlOperation(
  'change own phone number',
  changeOwnPhoneDocument,
  v.object({
    changeOwnPhoneNumber: v.object({ id: idSchema, phoneNumber: v.nullable(v.string()) }),
  }),
)

export function useChangeOwnPhoneNumber() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (values: OwnPhoneNumberValues) =>
      (await request('router', changeOwnPhoneOperation, values)).changeOwnPhoneNumber,
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  })
}
