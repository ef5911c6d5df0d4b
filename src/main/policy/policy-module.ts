import type { PolicyState } from '@shared/ipc/policy'
import type { MainModule } from '../modules/main-module'
import type { ManagedPolicyResult } from './read-managed-policy'

/**
 * The `policy` channel: what the renderer may know of the machine's managed policy, read once before start
 * (src/main/policy) and fixed for the run. The effective policy itself stays in main.
 */
export function createPolicyModule(policy: ManagedPolicyResult): MainModule {
  const state: PolicyState = {
    status: policy.status,
    policy: policy.policy,
    location: policy.location,
    notice: policy.notice,
  }
  return { name: 'policy', handlers: { policy: { get: () => state } } }
}
