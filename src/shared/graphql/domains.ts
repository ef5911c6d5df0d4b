/** The SDL of each domain of one GraphQL service, by domain name. */
export type GraphqlDomainTypeDefs = Readonly<Record<string, string>>

/** The root types every service starts from; each domain adds its fields with `extend type`. */
export const rootTypeDefs = {
  query: /* GraphQL */ `
    type Query
  `,
  queryAndMutation: /* GraphQL */ `
    type Query
    type Mutation
  `,
} as const
