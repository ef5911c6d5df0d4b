import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import type { GroupAppointmentInput } from '@shared/domain/group-appointments'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { mutationResultEntries, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { groupAppointmentKeys } from '../scope'

/**
 * The group appointments tab's calls (chatbot service, spec 001 §7.3–7.4): the list, create, update (the
 * debounced save), updateCalendarToken and delete. No document asks for the calendar token: the server has
 * no field for it, only calendarIsAuthenticated.
 */

const groupAppointmentSchema = v.object({
  id: v.string(),
  type: v.string(),
  maxNrAttendees: v.number(),
  planRange: v.number(),
  offsetDays: v.number(),
  maxNrEventToShow: v.number(),
  calendarAuthHandler: v.string(),
  filterMap: v.string(),
  calendarIsAuthenticated: v.boolean(),
})
export type GroupAppointmentData = v.InferOutput<typeof groupAppointmentSchema>

const listOperation = graphqlOperation(
  'group appointments',
  chatbotGraphql(`
    query AllGroupAppointments {
      allGroupAppointments {
        ...GroupAppointmentFields
      }
    }
    fragment GroupAppointmentFields on GroupAppointment {
      id
      type
      maxNrAttendees
      planRange
      offsetDays
      maxNrEventToShow
      calendarAuthHandler
      filterMap
      calendarIsAuthenticated
    }
  `),
  v.object({ allGroupAppointments: v.array(groupAppointmentSchema) }),
)

export function groupAppointmentsQuery(chatbotId: string) {
  return queryOptions({
    queryKey: groupAppointmentKeys.key(chatbotId, 'list'),
    queryFn: async () => (await request('chatbot', listOperation)).allGroupAppointments,
  })
}

export const useGroupAppointments = (chatbotId: string) => useQuery(groupAppointmentsQuery(chatbotId))

const resultSchema = v.object({
  ...mutationResultEntries,
  groupAppointment: v.nullable(groupAppointmentSchema),
})

const createOperation = graphqlOperation(
  'create group appointment',
  chatbotGraphql(`
    mutation CreateGroupAppointment($input: GroupAppointmentInput!) {
      createGroupAppointment(input: $input) {
        ...GroupAppointmentResultFields
      }
    }
    fragment GroupAppointmentResultFields on GroupAppointmentResult {
      ok
      errorMessage
      errors {
        field
        messages
      }
      groupAppointment {
        ...GroupAppointmentFields
      }
    }
  `),
  v.object({ createGroupAppointment: resultSchema }),
)

const updateOperation = graphqlOperation(
  'update group appointment',
  chatbotGraphql(`
    mutation UpdateGroupAppointment($id: ID!, $input: GroupAppointmentInput!) {
      updateGroupAppointment(id: $id, input: $input) {
        ...GroupAppointmentResultFields
      }
    }
  `),
  v.object({ updateGroupAppointment: resultSchema }),
)

const tokenOperation = graphqlOperation(
  'update calendar token',
  chatbotGraphql(`
    mutation UpdateGroupAppointmentCalendarToken($token: String!, $id: ID!) {
      updateCalendarToken(token: $token, id: $id) {
        ...GroupAppointmentResultFields
      }
    }
  `),
  v.object({ updateCalendarToken: resultSchema }),
)

const deleteOperation = graphqlOperation(
  'delete group appointment',
  chatbotGraphql(`
    mutation DeleteGroupAppointment($id: ID!) {
      deleteGroupAppointment(id: $id) {
        ok
      }
    }
  `),
  v.object({ deleteGroupAppointment: v.object({ ok: v.boolean() }) }),
)

const asVariables = (input: GroupAppointmentInput) => ({
  type: input.type,
  maxNrAttendees: input.maxNrAttendees ?? null,
  planRange: input.planRange ?? null,
  offsetDays: input.offsetDays ?? null,
  maxNrEventToShow: input.maxNrEventToShow ?? null,
  calendarAuthHandler: input.calendarAuthHandler,
  filterMap: input.filterMap,
})

/** Puts a changed appointment into the cached list (the debounced save's answer needs no refetch). */
function useStore(chatbotId: string) {
  const client = useQueryClient()
  const { queryKey } = groupAppointmentsQuery(chatbotId)
  return (saved: GroupAppointmentData) =>
    client.setQueryData(queryKey, (old) =>
      old ? old.map((item) => (item.id === saved.id ? saved : item)) : old,
    )
}

/** The debounced save of one appointment's fields: the stored appointment, or MutationFailedError. */
export function useSaveGroupAppointment(chatbotId: string) {
  const store = useStore(chatbotId)
  return async (id: string, input: GroupAppointmentInput) => {
    const answer = requireOk(
      'updateGroupAppointment',
      (await request('chatbot', updateOperation, { id, input: asVariables(input) })).updateGroupAppointment,
    )
    if (answer.groupAppointment) store(answer.groupAppointment)
    return answer.groupAppointment
  }
}

export function useCreateGroupAppointment(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: GroupAppointmentInput) =>
      requireOk(
        'createGroupAppointment',
        (await request('chatbot', createOperation, { input: asVariables(input) })).createGroupAppointment,
      ).groupAppointment,
    onSettled: () => client.invalidateQueries({ queryKey: groupAppointmentKeys.all(chatbotId) }),
  })
}

/** Connects (a token) or disconnects (empty) the appointment's calendar. */
export function useSetCalendarToken(chatbotId: string) {
  const store = useStore(chatbotId)
  return useMutation({
    mutationFn: async ({ id, token }: { id: string; token: string }) =>
      requireOk(
        'updateCalendarToken',
        (await request('chatbot', tokenOperation, { id, token })).updateCalendarToken,
      ).groupAppointment,
    onSuccess: (saved) => {
      if (saved) store(saved)
    },
  })
}

export function useDeleteGroupAppointment(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      (await request('chatbot', deleteOperation, { id })).deleteGroupAppointment,
    onSettled: () => client.invalidateQueries({ queryKey: groupAppointmentKeys.all(chatbotId) }),
  })
}
