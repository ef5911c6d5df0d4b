/**
 * Where IT puts the managed policy (docs/deploying-for-it.md). Machine-wide folders that only
 * administrators can write, so a user cannot lift a lock by editing the file.
 */
export const policyFileName = 'policy.json'

/** The registry key the ADMX template (resources/policy/chatbot-portal.admx) writes. */
export const windowsPolicyRegistryKey = String.raw`HKLM\SOFTWARE\Policies\Chatbot Portal`

export function managedPolicyFilePath(
  platform: string,
  env: Readonly<Record<string, string | undefined>>,
): string {
  switch (platform) {
    case 'win32': {
      // %ProgramData% is machine-wide and writable only by administrators by default.
      const programData = env['ProgramData'] ?? env['PROGRAMDATA'] ?? String.raw`C:\ProgramData`
      return `${programData.replace(/[\\/]+$/, '')}\\Chatbot Portal\\${policyFileName}`
    }
    case 'darwin':
      return `/Library/Application Support/Chatbot Portal/${policyFileName}`
    default:
      return `/etc/chatbot-portal/${policyFileName}`
  }
}
