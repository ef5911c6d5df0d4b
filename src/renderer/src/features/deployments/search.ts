import * as v from 'valibot'
import { searchValidator } from '../../lib/route-data'

export const deploymentsTabs = ['chatbots', 'tickets'] as const
export type DeploymentsTab = (typeof deploymentsTabs)[number]

/** Which tab of Deployments is open, so a reload keeps it. */
export const deploymentsSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(deploymentsTabs)), undefined),
})
export type DeploymentsSearch = v.InferOutput<typeof deploymentsSearchSchema>

export const validateDeploymentsSearch: (raw: Record<string, unknown>) => DeploymentsSearch =
  searchValidator(deploymentsSearchSchema)
