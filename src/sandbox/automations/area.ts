import type { SandboxArea } from '../area'
import { automatchJobs } from './automatch-publishing-service'
import { startBroadcasts } from './campaign-sends-service'
import { automationsDevRoutes } from './dev-routes'
import { automationsRoutes } from './routes'
import * as schema from './schema'
import { automationsSeeder } from './seed'
import { atsFieldMappingsSeeder } from './seed-field-mappings'
import { automationTemplatesSeeder } from './seed-templates'
import { startScheduledSends } from './scheduled-sends-service'

/**
 * Automations (campaigns, broadcasts, automatch), their templates and automatch queries, follow-ups,
 * scheduled sends, ATS field mappings and batch actions; the ATS side simulated.
 */
export const automationsArea: SandboxArea = {
  name: 'automations',
  schema,
  runtimeTables: [
    // Action results appear when a campaign's conversations are first read (their processors run then).
    schema.campaignActionResults,
    // Scheduled sends and ATS batch actions are set up from the send and edit drawers while the app runs.
    schema.campaignScheduledSends,
    schema.atsBatchActions,
  ],
  seeders: [automationsSeeder, automationTemplatesSeeder, atsFieldMappingsSeeder],
  seedAfter: ['chatbots', 'builder', 'whatsapp'],
  routes: automationsRoutes,
  devRoutes: automationsDevRoutes,
  jobs: automatchJobs,
  resolvers: async () => {
    const [
      { automationsResolvers },
      { automationsTemplatesResolvers },
      { automationsCampaignActionsResolvers },
    ] = await Promise.all([
      import('./resolvers'),
      import('./templates-resolvers'),
      import('./campaign-actions-resolvers'),
    ])
    return {
      chatbot: {
        automations: automationsResolvers,
        automationsTemplates: automationsTemplatesResolvers,
        automationsCampaignActions: automationsCampaignActionsResolvers,
      },
    }
  },
  async recover(services) {
    await startBroadcasts(services)
    await startScheduledSends(services)
  },
}
