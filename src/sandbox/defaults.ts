/**
 * The sandbox's fixed secrets, documented in docs/sandbox-api.md. A module of their own so the desktop
 * app's demo mode can use them without loading the server (QUALITY P-3: main must start fast).
 */
export const defaultTemplatesAccessKey = 'sandbox-templates-access-key'
export const defaultManagementSecret = 'sandbox-management-secret'
