import { describe, expect, it } from 'vitest'
import { policyFromRegQuery } from './windows-registry'

const root = 'HKLM\\SOFTWARE\\Policies\\Chatbot Portal'

describe('policyFromRegQuery', () => {
  it('returns null for empty output (key without values)', () => {
    expect(
      policyFromRegQuery('\r\nHKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Chatbot Portal\r\n\r\n', root),
    ).toBeNull()
  })

  it('lets an enforced value win over a recommended one, in either order', () => {
    const recommendedFirst = [
      'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Chatbot Portal\\Recommended',
      '    autoUpdate    REG_DWORD    0x1',
      'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Chatbot Portal',
      '    autoUpdate    REG_DWORD    0x0',
    ].join('\n')
    expect(policyFromRegQuery(recommendedFirst, root)).toEqual({
      autoUpdate: { value: false, mode: 'enforced' },
    })
  })

  it('matches value names case-insensitively and keeps unknown names for validation to report', () => {
    const output =
      'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Chatbot Portal\n    CloseToTray    REG_DWORD    0x1\n    Bogus    REG_SZ    x\n'
    expect(policyFromRegQuery(output, root)).toEqual({
      closeToTray: { value: true, mode: 'enforced' },
      Bogus: { value: 'x', mode: 'enforced' },
    })
  })

  it('reads the REG_MULTI_SZ list of trusted chatbot servers as an array', () => {
    const output =
      'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Chatbot Portal\n    trustedChatbotServers    REG_MULTI_SZ    https://a.example\\0https://b.example\n'
    expect(policyFromRegQuery(output, root)).toEqual({
      trustedChatbotServers: { value: ['https://a.example', 'https://b.example'], mode: 'enforced' },
    })
  })

  it('ignores other subkeys', () => {
    const output =
      'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Chatbot Portal\\Other\n    autoUpdate    REG_DWORD    0x0\n'
    expect(policyFromRegQuery(output, root)).toBeNull()
  })
})
