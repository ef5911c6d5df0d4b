import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { managedPolicyKeys, parseManagedPolicy } from '@shared/domain/managed-policy'
import { policyFromRegQuery } from './windows-registry'
import { windowsPolicyRegistryKey } from './policy-location'

const read = (path: string) =>
  readFileSync(new URL(`../../../resources/policy/${path}`, import.meta.url), 'utf8')

describe('IT templates in resources/policy', () => {
  it('the sample policy is valid and sets every key', () => {
    const parsed = parseManagedPolicy(JSON.parse(read('policy.sample.json')))
    expect(parsed.ok).toBe(true)
    if (parsed.ok) expect(Object.keys(parsed.policy).sort()).toEqual([...managedPolicyKeys].sort())
  })

  it('the ADMX template offers every key, enforced and recommended, at the registry key the app reads', () => {
    const admx = read('windows/chatbot-portal.admx')
    const adml = read('windows/en-US/chatbot-portal.adml')
    const enforcedKey = windowsPolicyRegistryKey.replace(/^HKLM\\/, '')
    for (const key of managedPolicyKeys) {
      expect(admx).toContain(`name="${key}" class="Machine"`)
      expect(admx).toContain(`name="${key}_Recommended" class="Machine"`)
      expect(admx).toContain(`valueName="${key}"`)
      expect(adml).toContain(`<string id="${key}">`)
      expect(adml).toContain(`<string id="${key}_Explain">`)
    }
    expect(admx).toContain(`key="${enforcedKey}"`)
    expect(admx).toContain(`key="${enforcedKey}\\Recommended"`)
  })

  it('what the ADMX template writes reads back as a valid policy', () => {
    const lines = ['HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Chatbot Portal']
    for (const key of managedPolicyKeys) {
      lines.push(
        key === 'serverAddress'
          ? `    ${key}    REG_SZ    https://portal.example.nl`
          : key === 'trustedChatbotServers'
            ? `    ${key}    REG_MULTI_SZ    https://bots.example.nl\\0https://chat.example.com:8443`
            : `    ${key}    REG_DWORD    0x1`,
      )
    }
    const parsed = parseManagedPolicy(policyFromRegQuery(lines.join('\r\n'), windowsPolicyRegistryKey))
    expect(parsed.ok).toBe(true)
  })
})
