import type { SandboxArea } from '../area'

/**
 * Help for the portal's users: the documentation's articles (seed-documentation.ts, written into the
 * realtime store by the core seeder with the store's other public content) and the first-visit flags
 * (User.pagesVisited) its hints set.
 */
export const documentationArea: SandboxArea = {
  name: 'documentation',
  resolvers: async () => ({
    router: { pagesVisited: (await import('./resolvers')).pagesVisitedResolvers },
  }),
}
