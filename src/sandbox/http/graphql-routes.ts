import { Hono } from 'hono'
import type * as GraphqlServices from '../graphql/services'
import type { SandboxServices } from '../services'
import { ApiError } from '../errors'
import { requireUser, type SandboxEnv } from './request'

// Kept in step with the services' own constants (graphql/<service>-service.ts); a test checks they agree.
export const routerEndpoint = '/router/graphql'
export const templatesEndpoint = '/templates/graphql'
export const chatbotEndpoint = '/chatbot-server/:projectId/graphql'

/**
 * GraphQL Yoga and the schemas take about half a second to load, a fifth of the start-up budget. They load
 * in the background once the server listens (warmUpGraphql), and the first request waits if needed.
 */
let loading: Promise<typeof GraphqlServices> | undefined
const graphqlServices = () => (loading ??= import('../graphql/services'))
/** Loads Yoga, the SDL and the areas' resolvers (the schemas are built at their first request). */
export const warmUpGraphql = () =>
  graphqlServices()
    .then((graphql) => graphql.loadAreaResolvers())
    .then(() => undefined)
const service = async (name: 'router' | 'templates' | 'chatbot') => (await graphqlServices())[name]()

/** The three GraphQL services of spec 001 §7.1, each at its own path like separate hosts would be. */
export function graphqlRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  const methods = ['GET', 'POST']

  app.on(methods, routerEndpoint, requireUser(services), async (c) =>
    (await service('router')).fetch(c.req.raw, { services, user: c.get('user') }),
  )

  app.on(
    methods,
    templatesEndpoint,
    async (c, next) => {
      if (c.req.header('x-access-key') !== services.config.templatesAccessKey)
        throw new ApiError('invalid_access_key')
      await next()
    },
    requireUser(services),
    async (c) => (await service('templates')).fetch(c.req.raw, { services, user: c.get('user') }),
  )

  app.on(methods, chatbotEndpoint, requireUser(services), async (c) => {
    const projectId = c.req.param('projectId') ?? ''
    const user = c.get('user')
    // Loaded once for the whole request: the resolvers read it from the context.
    const chatbot = await services.chatbots.forUser(user, projectId)
    return (await service('chatbot')).fetch(c.req.raw, { services, user, projectId, chatbot })
  })

  return app
}
