import * as v from 'valibot'
import { atsKinds } from './chatbot'
import { hasInvisibleCharacters, invisibleCharactersMessage } from './visible-text'

/**
 * Deployments (spec 000 §2 "Chatbot management", 001 §7.2 `/chatbot/create|delete|fix|recover`): the
 * chatbots of an organisation as the chatbot-management service sees them, and the rules of its calls that
 * the form, main and the sandbox share.
 */

/** A chatbot's state in the deployments list: deleted wins over suspended (a deleted one answers nothing). */
export const deploymentStates = ['active', 'suspended', 'deleted'] as const
export type DeploymentState = (typeof deploymentStates)[number]

export function deploymentStateOf(chatbot: { readonly suspended: boolean; readonly deleted: boolean }) {
  return (chatbot.deleted ? 'deleted' : chatbot.suspended ? 'suspended' : 'active') satisfies DeploymentState
}

/** What `/chatbot/fix` may repair; the answer names the ones it did (the screen shows them). */
export const deploymentFixes = ['default_team', 'realtime_node'] as const
export type DeploymentFix = (typeof deploymentFixes)[number]

/** One chatbot of the organisation in the deployments list (`GET /chatbot/list`, ours). */
export interface ManagedChatbot {
  readonly projectId: string
  readonly projectName: string
  readonly serverId: string
  readonly serverAddress: string
  /** The template it was created from (the templates service's `allTemplates`); null for older chatbots. */
  readonly template: { readonly id: string; readonly name: string } | null
  readonly state: DeploymentState
  readonly createdAt: number
}

/** The spec's Chatbot.name is the project id: lowercase letters, digits and hyphens, 3 to 63. */
export const projectIdPattern = /^[a-z0-9][a-z0-9-]{2,62}$/
export const projectIdMessage = '3 to 63 lowercase letters, digits or hyphens.'

const visibleName = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'This field is required.'),
    v.maxLength(max, `At most ${max} characters.`),
    v.check((text) => !hasInvisibleCharacters(text), invisibleCharactersMessage.en),
  )

/** The create form and `/chatbot/create`: the project id and the template payload. */
export const newDeploymentSchema = v.object({
  projectId: v.pipe(v.string(), v.trim(), v.regex(projectIdPattern, projectIdMessage)),
  projectName: visibleName(100),
  template: v.object({ id: visibleName(100), name: visibleName(200) }),
  ats: v.picklist(atsKinds, `One of: ${atsKinds.join(', ')}.`),
  defaultLanguageTag: v.picklist(['nl', 'en'], 'One of: nl, en.'),
})
export type NewDeployment = v.InferOutput<typeof newDeploymentSchema>

/**
 * Deleting asks the user to type the chatbot's name (its project id) first: a match is exact after
 * trimming, so a near miss ("Talentbrug", a missing hyphen) deletes nothing.
 */
export function deletionConfirmed(typed: string, projectId: string): boolean {
  return typed.trim() === projectId
}

/**
 * The management header secret as a superuser types it: kept by main in the OS keychain, never shown
 * again. Printable ASCII, no spaces, within sensible bounds, so a pasted line break or a whole document
 * is refused before anything is sent.
 */
export const managementSecretSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(8, 'At least 8 characters.'),
  v.maxLength(512, 'At most 512 characters.'),
  v.regex(/^[\x21-\x7e]+$/, 'Letters, digits and signs only, no spaces.'),
)
