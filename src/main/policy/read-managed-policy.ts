import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { parseManagedPolicy, type ManagedPolicy } from '@shared/domain/managed-policy'
import type { PolicyNotice, PolicyState } from '@shared/ipc/policy'
import { managedPolicyFilePath, windowsPolicyRegistryKey } from './policy-location'
import { policyFromRegQuery } from './windows-registry'

/** A policy file larger than this is not a policy; refuse it rather than parse it. */
export const maxPolicyFileBytes = 64 * 1024

/** What reading the policy needs from the machine; the defaults touch the real file system and registry. */
export interface PolicySources {
  readonly platform: string
  readonly env: Readonly<Record<string, string | undefined>>
  /** Resolves to the file's text, or null when it does not exist. Rejects for other failures. */
  readonly readText: (path: string) => Promise<string | null>
  /** Windows only: `reg query <key> /s` output, or null when the key does not exist. */
  readonly queryRegistry: (key: string) => Promise<string | null>
  readonly log: (message: string) => void
}

export interface ManagedPolicyResult extends PolicyState {
  /** The policy in force, or null when none applies (missing or ignored). */
  readonly effective: ManagedPolicy | null
}

export const noManagedPolicy: ManagedPolicyResult = {
  status: 'none',
  policy: {},
  effective: null,
  location: null,
  notice: null,
}

/**
 * Reads the machine-wide managed policy. Never throws: a missing policy means none, and an unreadable or
 * invalid one is ignored with a logged reason and a notice the renderer shows. Ignoring (rather than
 * refusing to start) keeps staff working; the notice tells them to call IT.
 *
 * On Windows the Group Policy registry key (ADMX template) wins over the JSON file when it holds values.
 */
export async function readManagedPolicy(sources: Partial<PolicySources> = {}): Promise<ManagedPolicyResult> {
  const source: PolicySources = { ...defaultPolicySources(), ...sources }

  if (source.platform === 'win32') {
    let output: string | null = null
    try {
      output = await source.queryRegistry(windowsPolicyRegistryKey)
    } catch (error) {
      return ignored(source, windowsPolicyRegistryKey, 'policy_unreadable', describe(error))
    }
    const raw = output === null ? null : policyFromRegQuery(output, windowsPolicyRegistryKey)
    if (raw) return validated(source, windowsPolicyRegistryKey, raw)
  }

  const path = managedPolicyFilePath(source.platform, source.env)
  let text: string | null
  try {
    text = await source.readText(path)
  } catch (error) {
    return ignored(source, path, 'policy_unreadable', describe(error))
  }
  if (text === null) return noManagedPolicy
  if (Buffer.byteLength(text, 'utf8') > maxPolicyFileBytes) {
    return ignored(source, path, 'policy_invalid', `the file is larger than ${maxPolicyFileBytes} bytes`)
  }
  let raw: unknown
  try {
    // Editors on Windows like to write a byte-order mark; JSON.parse does not accept one.
    raw = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch (error) {
    return ignored(source, path, 'policy_invalid', `not valid JSON (${describe(error)})`)
  }
  return validated(source, path, raw)
}

function validated(source: PolicySources, location: string, raw: unknown): ManagedPolicyResult {
  const parsed = parseManagedPolicy(raw)
  if (!parsed.ok) return ignored(source, location, 'policy_invalid', parsed.reason)
  const { $schema: _schema, ...policy } = parsed.policy
  source.log(`Managed policy applied from ${location}: ${Object.keys(policy).join(', ') || 'no settings'}`)
  return { status: 'applied', policy, effective: policy, location, notice: null }
}

function ignored(
  source: PolicySources,
  location: string,
  code: PolicyNotice['code'],
  reason: string,
): ManagedPolicyResult {
  source.log(`Managed policy at ${location} ignored: ${reason}`)
  return { status: 'ignored', policy: {}, effective: null, location, notice: { code, location, reason } }
}

function describe(error: unknown): string {
  if (error instanceof Error) return (error as NodeJS.ErrnoException).code ?? error.message
  return String(error)
}

export function defaultPolicySources(): PolicySources {
  return {
    platform: process.platform,
    env: process.env,
    async readText(path) {
      try {
        return await readFile(path, 'utf8')
      } catch (error) {
        if (
          (error as NodeJS.ErrnoException).code === 'ENOENT' ||
          (error as NodeJS.ErrnoException).code === 'ENOTDIR'
        )
          return null
        throw error
      }
    },
    queryRegistry: (key) =>
      new Promise((resolve, reject) => {
        // reg.exe ships with every Windows; no native module needed. Exit code 1 = key not found.
        execFile('reg', ['query', key, '/s'], { windowsHide: true, timeout: 5_000 }, (error, stdout) => {
          if (!error) return resolve(stdout)
          if (typeof error.code === 'number' && error.code === 1) return resolve(null)
          reject(error)
        })
      }),
    log: (message) => console.warn(`[policy] ${message}`),
  }
}
