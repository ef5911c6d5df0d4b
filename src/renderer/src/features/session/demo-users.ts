/**
 * The demo workspace's users as the sandbox seeds them and the README lists them, for the sign-in hint.
 * They exist only in the embedded demo server on this computer, so showing the shared password is
 * deliberate.
 */
export const demoPassword = 'Welkom-Demo-2026!'
export const demoUsers = [
  { username: 'superuser@demo.nl', role: 'ADMIN + superuser', noteKey: 'demo.users.superuser' },
  { username: 'admin@demo.nl', role: 'ADMIN', noteKey: 'demo.users.admin' },
  { username: 'manager@demo.nl', role: 'MANAGER', noteKey: 'demo.users.manager' },
  { username: 'teamlead@demo.nl', role: 'TEAM_LEAD', noteKey: 'demo.users.teamlead' },
  { username: 'employee@demo.nl', role: 'EMPLOYEE', noteKey: 'demo.users.employee' },
  { username: 'partner@demo.nl', role: 'PARTNER', noteKey: 'demo.users.partner' },
  { username: 'reset@demo.nl', role: 'EMPLOYEE', noteKey: 'demo.users.reset' },
  { username: 'newphone@demo.nl', role: 'EMPLOYEE', noteKey: 'demo.users.newphone' },
] as const
