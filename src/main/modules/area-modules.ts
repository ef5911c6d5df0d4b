import { createAnalyticsModule } from '../analytics/analytics-module'
import { createAutomationsModule } from '../automations/automations-module'
import { createDashboardModule } from '../dashboard/dashboard-module'
import { createInboxModule } from '../inbox/inbox-module'
import { createNlpModule } from '../nlp/nlp-module'
import { createWhatsappModule } from '../whatsapp/whatsapp-module'
import type { MainContext } from './main-context'
import type { MainModule } from './main-module'

/**
 * THE list of main's areas (ARCHITECTURE §8): a new area adds its module here, one line. Each is built from
 * the house's services (`MainContext`) after the modules they are made of (session, api, app, prefs,
 * policy, updates, exports: portal-main.ts); the composition derives main's one handler set from them
 * (ipc/register.ts) and tells them, in this order, of every session change.
 */
export const areaModules: readonly ((context: MainContext) => MainModule)[] = [
  createInboxModule,
  createWhatsappModule,
  createNlpModule,
  createDashboardModule,
  createAutomationsModule,
  createAnalyticsModule,
]
