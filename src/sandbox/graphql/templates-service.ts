import { asc } from 'drizzle-orm'
import { templatesTypeDefs } from '@shared/graphql/templates-schema'
import * as t from '../db/schema'
import { createService, gqlAssert, type GraphqlContext } from './yoga'

export const templatesEndpoint = '/templates/graphql'

export function createTemplatesService() {
  return createService(
    templatesTypeDefs,
    {
      Query: {
        allTemplates: async (
          _: unknown,
          args: { isBetaTemplate?: boolean | null },
          { services, user }: GraphqlContext,
        ) => {
          gqlAssert(user, 'read', 'Builder')
          const rows = await services.db
            .select()
            .from(t.stateGroupTemplates)
            .orderBy(asc(t.stateGroupTemplates.name))
          return rows
            .filter((r) => args.isBetaTemplate === true || !r.isBetaTemplate)
            .map(({ id, name, description, icon }) => ({ id, name, description, icon }))
        },
      },
    },
    templatesEndpoint,
  )
}
