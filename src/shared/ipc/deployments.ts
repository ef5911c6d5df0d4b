import * as v from 'valibot'
import {
  managementSecretSchema,
  newDeploymentSchema,
  type DeploymentFix,
  type ManagedChatbot,
} from '../domain/deployments'
import type { SupportTicket } from '../domain/support-tickets'
import { command } from './contract'

/**
 * Deployments: main owns the chatbot-management calls (spec 001 §7.1/§7.2) because they carry the
 * management header secret. A superuser types it once; main checks it with the service, keeps it in the
 * OS keychain and never hands it back: the renderer only learns whether one is kept.
 */
export const deploymentsErrorCodes = {
  /** No secret is kept for this user and server: the screen asks for it. */
  secretMissing: 'management_secret_missing',
  /** The service refused the secret (its own code): nothing was stored. */
  secretRefused: 'invalid_management_secret',
  /** The typed name is not the chatbot's: nothing was deleted. */
  confirmationMismatch: 'deletion_not_confirmed',
} as const

export interface SecretState {
  readonly stored: boolean
  /** 'os': in the OS keychain; 'memory': no keychain answered, kept until the app quits. */
  readonly storage: 'os' | 'memory'
}

/** A key the renderer makes per user action: main sends once per key (QUALITY REL-11). */
const idempotencyKey = v.pipe(v.string(), v.uuid())
const projectId = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(63))

export const deploymentsContract = {
  secretState: command<SecretState>()('deployments:secret-state', v.strictObject({})),
  /** Checks the secret with the service (it lists the chatbots) and keeps it only when it is accepted. */
  saveSecret: command<SecretState>()(
    'deployments:save-secret',
    v.strictObject({ secret: managementSecretSchema }),
  ),
  forgetSecret: command<SecretState>()('deployments:forget-secret', v.strictObject({})),
  /** Every chatbot of the organisation, deleted ones too. */
  list: command<readonly ManagedChatbot[]>()('deployments:list', v.strictObject({})),
  create: command<{ readonly projectId: string }>()(
    'deployments:create',
    v.strictObject({ deployment: newDeploymentSchema, idempotencyKey }),
  ),
  /** Deletes only when `confirmation` is the chatbot's name (its project id). */
  remove: command<{ readonly projectId: string }>()(
    'deployments:remove',
    v.strictObject({ projectId, confirmation: v.pipe(v.string(), v.maxLength(200)), idempotencyKey }),
  ),
  recover: command<{ readonly projectId: string }>()(
    'deployments:recover',
    v.strictObject({ projectId, idempotencyKey }),
  ),
  /** Answers what fix changed (empty: nothing was missing). */
  fix: command<{ readonly projectId: string; readonly fixed: readonly DeploymentFix[] }>()(
    'deployments:fix',
    v.strictObject({ projectId, idempotencyKey }),
  ),
  /** The organisation's support tickets and conversation reports, newest first (superusers). */
  supportTickets: command<readonly SupportTicket[]>()('deployments:support-tickets', v.strictObject({})),
} as const
