import { createChatbotService } from './chatbot-service'
import { createRouterService } from './router-service'
import { createTemplatesService } from './templates-service'

export { loadAreaResolvers } from './area-resolvers'

// One instance of each per process: they hold no per-server state (that arrives in the context).
const once = <T>(make: () => Promise<T>) => {
  let value: Promise<T> | undefined
  return () => (value ??= make())
}

export const router = once(createRouterService)
export const templates = once(createTemplatesService)
export const chatbot = once(createChatbotService)
