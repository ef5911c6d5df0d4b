import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { fieldErrorSchema, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { chatbotUsersKeys } from '../scope'
import { idSchema } from './user-fields'

/** Chatbot `allAgents` and `allTeams`: the agents page lists every team the viewer sees per agent. */
const agentsDocument = chatbotGraphql(`
  query AllAgents {
    allAgents {
      id
      name
      email
      phone
      isActive
      isAdmin
      devices
      teams {
        id
        name
        hasAccess
      }
    }
    allTeams {
      id
      name
    }
  }
`)

const agentSchema = v.object({
  id: idSchema,
  name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  isActive: v.boolean(),
  isAdmin: v.boolean(),
  devices: v.array(v.string()),
  teams: v.array(v.object({ id: idSchema, name: v.string(), hasAccess: v.boolean() })),
})
export type Agent = v.InferOutput<typeof agentSchema>

const agentsOperation = graphqlOperation(
  'all agents',
  agentsDocument,
  v.object({
    allAgents: v.array(agentSchema),
    allTeams: v.array(v.object({ id: idSchema, name: v.string() })),
  }),
)
export type AgentsData = v.InferOutput<typeof agentsOperation.reply>

/** `updateAgent(id, teams, isAdmin, devices, phone, name, email, isActive)`; the page reads `ok`. */
const updateAgentDocument = chatbotGraphql(`
  mutation UpdateAgent($id: ID!, $teams: [AgentTeamInput!], $isAdmin: Boolean, $isActive: Boolean) {
    updateAgent(id: $id, teams: $teams, isAdmin: $isAdmin, isActive: $isActive) {
      ok
      errors {
        field
        messages
      }
      errorMessage
    }
  }
`)

const updateAgentOperation = graphqlOperation(
  'update agent',
  updateAgentDocument,
  v.object({
    updateAgent: v.object({
      ok: v.boolean(),
      errors: v.array(fieldErrorSchema),
      errorMessage: v.nullable(v.string()),
    }),
  }),
)

export function agentsQuery(chatbotId: string) {
  return queryOptions({
    queryKey: chatbotUsersKeys.key(chatbotId, 'agents'),
    queryFn: () => request('chatbot', agentsOperation),
  })
}

export const useAgents = (chatbotId: string) => useQuery(agentsQuery(chatbotId))

export interface AgentChange {
  readonly id: string
  readonly isAdmin?: boolean
  readonly isActive?: boolean
  /** Every team of the chatbot the page lists, with its access. */
  readonly teams?: readonly { readonly id: string; readonly hasAccess: boolean }[]
}

/** The agent as it looks after `change`. */
export function applyAgentChange(
  agent: Agent,
  change: AgentChange,
  teamNames: Readonly<Record<string, string>>,
) {
  return {
    ...agent,
    ...(change.isAdmin !== undefined ? { isAdmin: change.isAdmin } : {}),
    ...(change.isActive !== undefined ? { isActive: change.isActive } : {}),
    ...(change.teams
      ? { teams: change.teams.map((team) => ({ ...team, name: teamNames[team.id] ?? team.id })) }
      : {}),
  }
}

/**
 * Saves one switch of an agent. The switch moves at once (optimistic); when the server answers `ok: false`
 * or the call fails, the cached agent goes back to what it was (spec 001 §4: "flipped optimistically and
 * reverted if the server reply is not ok").
 */
export function useUpdateAgent(chatbotId: string) {
  const client = useQueryClient()
  const key = agentsQuery(chatbotId).queryKey
  return useMutation({
    mutationFn: async (change: AgentChange) => {
      const variables = {
        id: change.id,
        ...(change.isAdmin !== undefined ? { isAdmin: change.isAdmin } : {}),
        ...(change.isActive !== undefined ? { isActive: change.isActive } : {}),
        ...(change.teams ? { teams: change.teams.map((team) => ({ ...team })) } : {}),
      }
      return requireOk(
        'update agent',
        (await request('chatbot', updateAgentOperation, variables)).updateAgent,
      )
    },
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key })
      const previous = client.getQueryData<AgentsData>(key)
      if (previous) {
        const names = Object.fromEntries(previous.allTeams.map((team) => [team.id, team.name]))
        client.setQueryData<AgentsData>(key, {
          ...previous,
          allAgents: previous.allAgents.map((agent) =>
            agent.id === change.id ? applyAgentChange(agent, change, names) : agent,
          ),
        })
      }
      return { previous }
    },
    onError: (_error, _change, context) => {
      if (context?.previous) client.setQueryData(key, context.previous)
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  })
}
