import type { AccessLevel } from '@shared/domain/permission-matrix'

/** One colour per access level, the same on the permissions page and the role preview. */
export const levelColor: Record<AccessLevel, string> = {
  manage: 'teal',
  edit: 'blue',
  read: 'indigo',
  partial: 'yellow',
  none: 'gray',
}
