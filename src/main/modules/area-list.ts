/**
 * Every area module of main, one line each: a new area is its folder (with its `<area>-module.ts`) and one
 * line here. The order of these lines means nothing (area-modules.ts).
 */
export { createAnalyticsModule } from '../analytics/analytics-module'
export { createAutomationsModule } from '../automations/automations-module'
export { createCalendarModule } from '../calendar/calendar-module'
export { createDashboardModule } from '../dashboard/dashboard-module'
export { createDeploymentsModule } from '../deployments/deployments-module'
export { createDocumentationModule } from '../documentation/documentation-module'
export { createInboxModule } from '../inbox/inbox-module'
export { createNlpModule } from '../nlp/nlp-module'
export { createReportModule } from '../report/report-module'
export { createSettingsModule } from '../settings/settings-module'
export { createWhatsappModule } from '../whatsapp/whatsapp-module'
