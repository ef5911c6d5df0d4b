import { describe, expect, it } from 'vitest'
import { chatbotDomains } from '@shared/graphql/chatbot'
import { routerDomains } from '@shared/graphql/router'
import { templatesDomains } from '@shared/graphql/templates'
import { domainResolvers } from './area-resolvers'

describe('the areas’ resolvers', () => {
  it('cover every domain of every GraphQL service, each from one area', async () => {
    for (const [service, domains] of [
      ['chatbot', chatbotDomains],
      ['router', routerDomains],
      ['templates', templatesDomains],
    ] as const) {
      const resolvers = await domainResolvers(service, Object.keys(domains))
      expect(Object.keys(resolvers).sort(), service).toEqual(Object.keys(domains).sort())
    }
  })

  it('refuse a service whose SDL has a domain no area gives resolvers for', async () => {
    await expect(domainResolvers('router', [...Object.keys(routerDomains), 'events'])).rejects.toThrow(
      /events domain/,
    )
  })

  it('refuse resolvers an area gives for a domain the SDL does not have', async () => {
    const withoutInbox = Object.keys(chatbotDomains).filter((domain) => domain !== 'inbox')
    await expect(domainResolvers('chatbot', withoutInbox)).rejects.toThrow(/inbox area gives resolvers/)
  })
})
