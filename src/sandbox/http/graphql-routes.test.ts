import { describe, expect, it } from 'vitest'
import * as chatbot from '../graphql/chatbot-service'
import * as router from '../graphql/router-service'
import * as templates from '../graphql/templates-service'
import { chatbotEndpoint, routerEndpoint, templatesEndpoint } from './graphql-routes'

describe('GraphQL endpoints', () => {
  it('are the same paths in the HTTP routes and in the lazily loaded Yoga services', () => {
    expect(routerEndpoint).toBe(router.routerEndpoint)
    expect(templatesEndpoint).toBe(templates.templatesEndpoint)
    expect(chatbotEndpoint).toBe(chatbot.chatbotEndpoint)
  })
})
