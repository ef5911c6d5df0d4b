/** Role values of spec 000 §6. Superuser is a separate flag, not a role. */
export const roles = ['ADMIN', 'MANAGER', 'TEAM_LEAD', 'EMPLOYEE', 'PARTNER'] as const
export type Role = (typeof roles)[number]

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value)
}
