import type { ManagedPolicyKey } from '@shared/domain/managed-policy'
import { managedPolicyKeys } from '@shared/domain/managed-policy'

/**
 * Turns the output of `reg query "HKLM\SOFTWARE\Policies\Chatbot Portal" /s` into the JSON policy shape.
 * Values directly under the key are enforced (mandatory policies); values under its `Recommended` subkey
 * are defaults the user may change. This is the split Chrome and Edge use, so GPO admins know it.
 *
 * Returns null when the output holds no policy values at all (key absent or empty).
 */
export function policyFromRegQuery(output: string, rootKey: string): Record<string, unknown> | null {
  const policy: Record<string, { value: unknown; mode: 'default' | 'enforced' }> = {}
  const extras: string[] = []
  const root = normaliseKey(rootKey)
  let mode: 'default' | 'enforced' | null = null
  for (const rawLine of output.split(/\r?\n/)) {
    const line = rawLine.trimEnd()
    if (!line.trim()) continue
    if (!/^\s/.test(line)) {
      const key = normaliseKey(line.trim())
      mode = key === root ? 'enforced' : key === `${root}\\recommended` ? 'default' : null
      continue
    }
    if (!mode) continue
    const match = /^\s+(.+?)\s{4}(REG_[A-Z_]+)(?:\s{4}(.*))?$/.exec(line)
    if (!match) continue
    const [, name = '', type = '', data = ''] = match
    const key = managedPolicyKeys.find((candidate) => candidate.toLowerCase() === name.toLowerCase())
    if (!key) {
      // Kept so validation reports the unknown name instead of silently dropping it.
      extras.push(name)
      policy[name] = { value: data, mode }
      continue
    }
    // Enforced wins over recommended when both are set, whatever order reg.exe prints them in.
    if (policy[key]?.mode === 'enforced' && mode === 'default') continue
    policy[key] = { value: registryValue(key, type, data), mode }
  }
  return Object.keys(policy).length > 0 ? policy : null
}

function registryValue(key: ManagedPolicyKey, type: string, data: string): unknown {
  if (key === 'serverAddress') return data
  // The ADMX writes the list as REG_MULTI_SZ; reg.exe prints its entries joined by a literal `\0`.
  if (key === 'trustedChatbotServers')
    return type === 'REG_MULTI_SZ' ? data.split('\\0').filter(Boolean) : data
  if (type === 'REG_DWORD' || type === 'REG_QWORD') {
    const number = Number.parseInt(data, 16)
    if (number === 0) return false
    if (number === 1) return true
    return number // left invalid on purpose: validation names the key
  }
  return data
}

function normaliseKey(key: string): string {
  return key.toLowerCase().replace(/^hkey_local_machine\\/, 'hklm\\')
}
