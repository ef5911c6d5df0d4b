/** State group templates (the builder's template picker). */
export const templatesTypeDefs = /* GraphQL */ `
  type StateGroupTemplate {
    id: ID!
    name: String!
    description: String!
    icon: String!
  }

  extend type Query {
    "State group templates; isBetaTemplate true adds the beta ones."
    allTemplates(isBetaTemplate: Boolean): [StateGroupTemplate!]!
  }
`
