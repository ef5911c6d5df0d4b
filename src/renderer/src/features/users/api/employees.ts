import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { chatbotUsersKeys } from '../scope'
import { idSchema } from './user-fields'

/** Chatbot `allEmployees`: 'All employees' with their calendar link state and agent. */
const employeesDocument = chatbotGraphql(`
  query AllEmployees {
    allEmployees {
      id
      name
      email
      role
      language
      calendarIsAuthenticated
      agentId
      calendarUser {
        isCalendarAuthenticated
        calendar {
          product
        }
      }
    }
  }
`)

const employeesOperation = graphqlOperation(
  'all employees',
  employeesDocument,
  v.object({
    allEmployees: v.array(
      v.object({
        id: idSchema,
        name: v.string(),
        email: v.string(),
        role: v.string(),
        language: v.nullable(v.string()),
        calendarIsAuthenticated: v.boolean(),
        agentId: v.nullable(idSchema),
        calendarUser: v.nullable(
          v.object({
            isCalendarAuthenticated: v.boolean(),
            calendar: v.nullable(v.object({ product: v.string() })),
          }),
        ),
      }),
    ),
  }),
)

export type ChatbotEmployee = v.InferOutput<typeof employeesOperation.reply>['allEmployees'][number]

export function employeesQuery(chatbotId: string) {
  return queryOptions({
    queryKey: chatbotUsersKeys.key(chatbotId, 'employees'),
    queryFn: async () => (await request('chatbot', employeesOperation)).allEmployees,
  })
}

export const useEmployees = (chatbotId: string) => useQuery(employeesQuery(chatbotId))

/** The calendar link as 'All employees' shows it. */
export type CalendarLink =
  | { readonly state: 'linked'; readonly product: string | null }
  | { readonly state: 'expired' }
  | { readonly state: 'none' }

export function calendarLinkOf(employee: ChatbotEmployee): CalendarLink {
  const product = employee.calendarUser?.calendar?.product ?? null
  if (employee.calendarIsAuthenticated) return { state: 'linked', product }
  // A calendar was linked once (a calendar user with a product) but the link no longer works.
  if (product) return { state: 'expired' }
  return { state: 'none' }
}
