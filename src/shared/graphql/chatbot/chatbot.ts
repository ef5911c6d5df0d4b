/** The chatbot itself and its teams. */
export const chatbotTypeDefs = /* GraphQL */ `
  extend type Query {
    "This chatbot (readable while suspended, so the portal can say so)."
    mainChatbot: Chatbot!
    allTeams: [Team!]!
  }
`
