/**
 * The demo workspace's users as the sandbox seeds them, for the sign-in hint. They exist only in the
 * embedded demo server on this computer, so showing the shared password is deliberate.
 */
export const demoPassword = 'Welkom-Demo-2026!'
export const demoUsers = [
  { username: 'manager@demo.nl', noteKey: 'demo.users.manager' },
  { username: 'reset@demo.nl', noteKey: 'demo.users.reset' },
  { username: 'newphone@demo.nl', noteKey: 'demo.users.newphone' },
] as const
