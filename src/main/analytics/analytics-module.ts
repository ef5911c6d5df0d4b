import type { PortalApi } from '../api/portal-api'
import type { ExportJobs } from '../exports/export-jobs'
import type { MainModule } from '../modules/main-module'
import { portalAnalyticsExportSource } from './analytics-export-source'

export interface AnalyticsModuleDeps {
  readonly api: Pick<PortalApi, 'graphql' | 'rest'>
  readonly exports: Pick<ExportJobs, 'start'>
}

/** The analytics screen's work in main: exporting one of its tables through the export job. */
export function createAnalyticsModule(deps: AnalyticsModuleDeps): MainModule {
  return {
    name: 'analytics',
    handlers: {
      exports: {
        startPortalAnalyticsExport: ({ table, range, flowIds, ...request }) =>
          deps.exports.start(
            `analytics-${table}`,
            (projectId) =>
              portalAnalyticsExportSource({
                projectId,
                table,
                range,
                flowIds,
                language: request.language,
                api: deps.api,
              }),
            request,
          ),
      },
    },
  }
}
