import * as v from 'valibot'
import { command } from './contract'
import type { ManagedPolicy } from '../domain/managed-policy'

/** Why a policy that exists could not be used; the renderer shows it (the app then runs without policy). */
export interface PolicyNotice {
  readonly code: 'policy_invalid' | 'policy_unreadable'
  /** Where the policy was looked for: a file path or a registry key. */
  readonly location: string
  /** English, technical: which key is wrong and why (for IT, shown as-is). */
  readonly reason: string
}

export interface PolicyState {
  /** `none`: no policy deployed; `applied`: a valid policy is in force; `ignored`: invalid, see `notice`. */
  readonly status: 'none' | 'applied' | 'ignored'
  /** The policy in force (empty when none or ignored). Contains no secrets. */
  readonly policy: ManagedPolicy
  readonly location: string | null
  readonly notice: PolicyNotice | null
}

export const policyContract = {
  /** The managed policy read at start (IT changes take effect at the next start). */
  get: command<PolicyState>()('policy:get', v.strictObject({})),
} as const
