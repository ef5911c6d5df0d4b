import { randomBytes } from 'node:crypto'
import {
  failureStages,
  ruleMessage,
  violationsAsErrors,
  type FailureStage,
  type RuleViolation,
} from '@shared/domain/whatsapp-templates'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'

/**
 * WhatsApp channels, profiles and templates (spec 000 §3–§5, spec 001 §4, §7.4, §8), with the
 * provider simulated on the sandbox clock: a submitted version is reviewed per language after a delay and
 * approved or rejected with a reason; the portal learns the verdicts when it syncs (at once with "Sync
 * now", else automatically a little later). Every template is checked with the shared rules
 * (@shared/domain/whatsapp-templates) before it is stored or submitted.
 */

// ---- the simulation's settings and injected faults ------------------------------------------------------

/** Stages a fault can be injected at: the creation stages, plus the batch-action flag, channel, sync. */
export const faultStages = [...failureStages, 'UNKNOWN', 'BATCH_ACTION', 'CHANNEL', 'SYNC'] as const
export type FaultStage = (typeof faultStages)[number]

export interface WhatsappSimulation {
  /** Delay before the provider reviews a submitted language; each next language a delay later. */
  reviewDelayMs: number
  /** Delay after a review before the portal syncs by itself (spec 000 §9: up to 5 minutes). */
  syncDelayMs: number
  /** Delay before a configured channel is connected (spec 000 §9: about 2 minutes). */
  channelSetupMs: number
  /** Faults to answer with, per project id: the next call at that stage fails, once per entry. */
  readonly faults: Map<string, FaultStage[]>
}

/** Demo defaults: review in seconds, not working days (docs/decisions/whatsapp.md). */
export const defaultSimulation = { reviewDelayMs: 6_000, syncDelayMs: 30_000, channelSetupMs: 120_000 }

const simulations = new WeakMap<SandboxServices, WhatsappSimulation>()

export function whatsappSimulation(services: SandboxServices): WhatsappSimulation {
  let sim = simulations.get(services)
  if (!sim) {
    sim = { ...defaultSimulation, faults: new Map() }
    simulations.set(services, sim)
  }
  return sim
}

export function injectFault(services: SandboxServices, projectId: string, stage: FaultStage, times = 1) {
  const faults = whatsappSimulation(services).faults
  faults.set(projectId, [...(faults.get(projectId) ?? []), ...Array.from({ length: times }, () => stage)])
}

/** Whether an injected fault answers this call (and uses it up). */
export function takeFault(services: SandboxServices, chatbot: ChatbotRow, stage: FaultStage): boolean {
  const list = whatsappSimulation(services).faults.get(chatbot.projectId)
  const at = list?.indexOf(stage) ?? -1
  if (!list || at < 0) return false
  list.splice(at, 1)
  return true
}

// ---- answers ----------------------------------------------------------------------------------------

export interface FieldErrors {
  readonly field: string
  readonly messages: string[]
  readonly codes: string[]
}

/** The provider's answer (spec 001 §7.4: ok, errors, errorMessage), with the failure stage when it failed. */
export interface ProviderAnswer {
  readonly ok: boolean
  readonly stage: FailureStage | 'UNKNOWN' | null
  readonly errors: FieldErrors[]
  readonly errorMessage: string | null
}

export const okAnswer: ProviderAnswer = { ok: true, stage: null, errors: [], errorMessage: null }

/** Spec 001 §8: the channel failure's text. */
export const channelUpdateFailed =
  'Something went wrong while updating the WhatsApp channel. Please try again later!'

const stageMessages: Record<FailureStage | 'UNKNOWN', string> = {
  BUTTON: 'The provider could not create the buttons.',
  VARIATION: 'The provider could not create the languages.',
  PARAMETER: 'The provider could not create the parameters.',
  TEMPLATE: 'The provider could not create the template.',
  SUBMIT: 'Failed to submit template in provider',
  DEFINITION: 'The provider could not create the definition.',
  UNKNOWN: 'The cause of the error is unknown.',
}

export function failed(
  stage: FailureStage | 'UNKNOWN' | null,
  errors: FieldErrors[] = [],
  errorMessage?: string,
): ProviderAnswer {
  return {
    ok: false,
    stage,
    errors,
    errorMessage: errorMessage ?? (stage ? stageMessages[stage] : 'Please check the fields.'),
  }
}

export function ruleFailure(stage: FailureStage, violations: RuleViolation[]): ProviderAnswer {
  return failed(stage, violationsAsErrors(violations), ruleMessage(violations[0]!, 'en'))
}

/** An injected fault at `stage` (or an injected UNKNOWN one), as the answer to give; null when none. */
export function injected(
  services: SandboxServices,
  chatbot: ChatbotRow,
  stage: FailureStage,
): ProviderAnswer | null {
  if (takeFault(services, chatbot, stage)) return failed(stage)
  if (takeFault(services, chatbot, 'UNKNOWN')) return failed('UNKNOWN')
  return null
}

export const newId = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`

/** WhatsApp needs a provider on the chatbot (spec 000 §4: without one only automatch templates). */
export function requireProvider(chatbot: ChatbotRow) {
  if (!chatbot.whatsappProvider) throw new ApiError('functionality_unavailable')
}
