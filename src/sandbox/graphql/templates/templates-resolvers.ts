import { asc } from 'drizzle-orm'
import * as t from '../../db/schema'
import type { Resolvers } from '../generated/templates-resolvers-types'
import { gqlAssert } from '../yoga'

/** State group templates (src/shared/graphql/templates/templates.ts). */
export const templatesResolvers: Resolvers = {
  Query: {
    allTemplates: async (_, args, { services, user }) => {
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
}
