import { describe, expect, it } from 'vitest'
import { managedPolicyKeys } from '@shared/domain/managed-policy'
import { readManagedPolicy, type PolicySources } from './read-managed-policy'
import { managedPolicyFilePath } from './policy-location'
import { toPreferencePolicy } from './preference-policy'

function sources(
  files: Record<string, string>,
  overrides: Partial<PolicySources> = {},
): Partial<PolicySources> & { logs: string[] } {
  const logs: string[] = []
  return {
    platform: 'linux',
    env: {},
    readText: async (path) => files[path] ?? null,
    queryRegistry: async () => null,
    log: (message) => void logs.push(message),
    ...overrides,
    logs,
  }
}

const linuxPath = '/etc/chatbot-portal/policy.json'
const read = (policy: unknown) => readManagedPolicy(sources({ [linuxPath]: JSON.stringify(policy) }))

describe('managedPolicyFilePath', () => {
  it('uses each OS machine-wide location', () => {
    expect(managedPolicyFilePath('win32', { ProgramData: 'D:\\ProgramData\\' })).toBe(
      'D:\\ProgramData\\Chatbot Portal\\policy.json',
    )
    expect(managedPolicyFilePath('win32', {})).toBe('C:\\ProgramData\\Chatbot Portal\\policy.json')
    expect(managedPolicyFilePath('darwin', {})).toBe(
      '/Library/Application Support/Chatbot Portal/policy.json',
    )
    expect(managedPolicyFilePath('linux', {})).toBe('/etc/chatbot-portal/policy.json')
  })
})

describe('readManagedPolicy', () => {
  it('treats a missing file as no policy, without a notice', async () => {
    const input = sources({})
    const result = await readManagedPolicy(input)
    expect(result).toMatchObject({ status: 'none', effective: null, notice: null, location: null })
    expect(input.logs).toEqual([])
  })

  it('applies an empty policy object (no settings)', async () => {
    expect(await read({})).toMatchObject({ status: 'applied', policy: {}, notice: null, location: linuxPath })
  })

  it('accepts the $schema key for editors and drops it', async () => {
    const result = await read({
      $schema: './policy.schema.json',
      autoUpdate: { value: false, mode: 'enforced' },
    })
    expect(result.policy).toEqual({ autoUpdate: { value: false, mode: 'enforced' } })
  })

  const validValues: Record<(typeof managedPolicyKeys)[number], unknown> = {
    serverAddress: 'https://portal.example.nl',
    trustedChatbotServers: ['https://bots.example.nl', 'https://chat.example.com:8443'],
    allowDemoWorkspace: false,
    autoUpdate: false,
    allowCsvExport: false,
    notificationPreviews: true,
    launchAtLogin: true,
    closeToTray: true,
  }

  for (const key of managedPolicyKeys) {
    for (const mode of ['default', 'enforced'] as const) {
      it(`accepts ${key} in ${mode} mode`, async () => {
        const result = await read({ [key]: { value: validValues[key], mode } })
        expect(result.status).toBe('applied')
        expect(result.effective?.[key]).toEqual({ value: validValues[key], mode })
      })
    }

    it(`rejects ${key} with a value of the wrong type, naming the key`, async () => {
      const wrong = typeof validValues[key] === 'boolean' ? 'yes' : 42
      const result = await read({ [key]: { value: wrong, mode: 'enforced' } })
      expect(result.status).toBe('ignored')
      expect(result.effective).toBeNull()
      expect(result.notice).toMatchObject({ code: 'policy_invalid', location: linuxPath })
      expect(result.notice?.reason).toContain(`${key}.value`)
    })

    it(`rejects ${key} without a mode or with an unknown mode`, async () => {
      expect((await read({ [key]: { value: validValues[key] } })).notice?.reason).toContain(`${key}.mode`)
      expect((await read({ [key]: { value: validValues[key], mode: 'locked' } })).notice?.reason).toContain(
        `${key}.mode`,
      )
    })

    it(`rejects ${key} given as a bare value instead of { value, mode }`, async () => {
      expect((await read({ [key]: validValues[key] })).status).toBe('ignored')
    })
  }

  it('rejects unknown keys (a typo must not silently unlock a setting)', async () => {
    const result = await read({ autoUpdates: { value: false, mode: 'enforced' } })
    expect(result.status).toBe('ignored')
    expect(result.notice?.reason).toContain('autoUpdates')
  })

  it('rejects extra fields inside a setting', async () => {
    expect((await read({ autoUpdate: { value: false, mode: 'enforced', note: 'x' } })).status).toBe('ignored')
  })

  it.each([
    ['plain http to a remote host', 'http://portal.example.nl'],
    ['credentials in the address', 'https://admin:secret@portal.example.nl'],
    ['not a URL', 'portal.example.nl'],
    ['another scheme', 'ftp://portal.example.nl'],
  ])('rejects a server address with %s', async (_label, address) => {
    const result = await read({ serverAddress: { value: address, mode: 'enforced' } })
    expect(result.status).toBe('ignored')
    expect(result.notice?.reason).toContain('serverAddress')
  })

  it.each([
    ['plain http', 'http://bots.example.nl'],
    ['http even on this machine', 'http://127.0.0.1:8080'],
    ['a path', 'https://bots.example.nl/chatbot-server'],
    ['a query', 'https://bots.example.nl/?x=1'],
    ['credentials', 'https://bots.example.nl@evil.example'],
    ['a backslash', 'https://bots.example.nl\\@evil.example'],
    ['another scheme', 'ftp://bots.example.nl'],
    ['not a URL', 'bots.example.nl'],
  ])('rejects a trusted chatbot server with %s', async (_label, origin) => {
    const result = await read({ trustedChatbotServers: { value: [origin], mode: 'enforced' } })
    expect(result.status).toBe('ignored')
    expect(result.notice?.reason).toContain('trustedChatbotServers')
  })

  it('accepts http only for a server on this machine', async () => {
    expect((await read({ serverAddress: { value: 'http://127.0.0.1:8080', mode: 'default' } })).status).toBe(
      'applied',
    )
  })

  it.each([
    ['an array', '[]'],
    ['a string', '"autoUpdate"'],
    ['null', 'null'],
    ['broken JSON', '{ "autoUpdate": '],
    ['JSON with comments', '{ // IT\n "autoUpdate": { "value": false, "mode": "enforced" } }'],
    ['an empty file', ''],
  ])('ignores %s with a logged reason and a visible notice', async (_label, text) => {
    const input = sources({ [linuxPath]: text })
    const result = await readManagedPolicy(input)
    expect(result).toMatchObject({ status: 'ignored', effective: null, policy: {} })
    expect(result.notice).toMatchObject({ code: 'policy_invalid', location: linuxPath })
    expect(result.notice?.reason.length).toBeGreaterThan(0)
    expect(input.logs.join('\n')).toContain('ignored')
  })

  it('accepts a UTF-8 byte-order mark', async () => {
    const result = await readManagedPolicy(
      sources({ [linuxPath]: '\uFEFF{"closeToTray":{"value":true,"mode":"default"}}' }),
    )
    expect(result.status).toBe('applied')
  })

  it('refuses an oversized file without parsing it', async () => {
    const result = await readManagedPolicy(sources({ [linuxPath]: `{"x":"${'a'.repeat(70_000)}"}` }))
    expect(result.notice?.reason).toContain('larger than')
  })

  it('reports an unreadable file (permissions) as a notice, not a crash', async () => {
    const denied = Object.assign(new Error('permission denied'), { code: 'EACCES' })
    const result = await readManagedPolicy(sources({}, { readText: async () => Promise.reject(denied) }))
    expect(result).toMatchObject({
      status: 'ignored',
      notice: { code: 'policy_unreadable', reason: 'EACCES' },
    })
  })

  it('reads the file from %ProgramData% on Windows when Group Policy sets nothing', async () => {
    const path = 'C:\\ProgramData\\Chatbot Portal\\policy.json'
    const result = await readManagedPolicy(
      sources({ [path]: '{"autoUpdate":{"value":false,"mode":"enforced"}}' }, { platform: 'win32' }),
    )
    expect(result).toMatchObject({ status: 'applied', location: path })
  })

  it('prefers Group Policy registry values on Windows', async () => {
    const reg = [
      '',
      'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Chatbot Portal',
      '    autoUpdate    REG_DWORD    0x0',
      '    serverAddress    REG_SZ    https://portal.example.nl',
      '',
      'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Chatbot Portal\\Recommended',
      '    closeToTray    REG_DWORD    0x1',
      '',
    ].join('\r\n')
    const result = await readManagedPolicy(
      sources(
        { 'C:\\ProgramData\\Chatbot Portal\\policy.json': '{}' },
        { platform: 'win32', queryRegistry: async () => reg },
      ),
    )
    expect(result.status).toBe('applied')
    expect(result.location).toBe('HKLM\\SOFTWARE\\Policies\\Chatbot Portal')
    expect(result.effective).toEqual({
      autoUpdate: { value: false, mode: 'enforced' },
      serverAddress: { value: 'https://portal.example.nl', mode: 'enforced' },
      closeToTray: { value: true, mode: 'default' },
    })
  })

  it('ignores invalid registry values with a notice naming the value', async () => {
    const reg =
      'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Chatbot Portal\r\n    autoUpdate    REG_DWORD    0x2\r\n'
    const result = await readManagedPolicy(sources({}, { platform: 'win32', queryRegistry: async () => reg }))
    expect(result).toMatchObject({ status: 'ignored', notice: { code: 'policy_invalid' } })
    expect(result.notice?.reason).toContain('autoUpdate')
  })
})

describe('toPreferencePolicy', () => {
  it('maps default and enforced preference keys and leaves the others to their features', () => {
    expect(
      toPreferencePolicy({
        autoUpdate: { value: false, mode: 'enforced' },
        notificationPreviews: { value: true, mode: 'default' },
        launchAtLogin: { value: true, mode: 'enforced' },
        closeToTray: { value: true, mode: 'default' },
        serverAddress: { value: 'https://portal.example.nl', mode: 'enforced' },
        allowCsvExport: { value: false, mode: 'enforced' },
        allowDemoWorkspace: { value: false, mode: 'enforced' },
      }),
    ).toEqual({
      defaults: { notificationPreviews: true, closeToTray: true },
      enforced: { autoUpdate: false, launchAtLogin: true },
    })
  })

  it('is empty without a policy', () => {
    expect(toPreferencePolicy(null)).toEqual({ defaults: {}, enforced: {} })
  })
})
