/** The templates service: state group templates, behind its fixed access key. */
export const templatesTypeDefs = /* GraphQL */ `
  type StateGroupTemplate {
    id: ID!
    name: String!
    description: String!
    icon: String!
  }

  type Query {
    "State group templates; isBetaTemplate true adds the beta ones."
    allTemplates(isBetaTemplate: Boolean): [StateGroupTemplate!]!
  }
`
