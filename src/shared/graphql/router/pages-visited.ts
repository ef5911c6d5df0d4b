/** The signed-in user's first-visit flags (User.pagesVisited, spec 000 §3). */
export const pagesVisitedTypeDefs = /* GraphQL */ `
  extend type Mutation {
    """
    Marks one page as seen by the signed-in user (pagesVisited[page] = true) and answers the user. page is
    an area's name: lower-case letters, digits and hyphens, at most 64; at most 100 pages per user
    (invalid_input, field page). Every signed-in user may mark their own pages.
    """
    markPageVisited(page: String!): User!
  }
`
