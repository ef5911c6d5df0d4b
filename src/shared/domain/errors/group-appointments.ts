import type { AreaErrors } from './entry'

/**
 * Group appointment refusals (spec 001 §8 'Deletion and model'), in the shape of the catalogue
 * (errors/index.ts). The English text is the spec's word for word; the Dutch one is ours. No imports but the
 * entry type, so the catalogue takes it in.
 */
export const groupAppointmentErrors = {
  /** A delete the server refuses: the appointment's calendar is still connected, or it no longer exists. */
  cannot_delete_group_appointment: {
    status: 409,
    en: 'can not delete group appointment',
    nl: 'groepsafspraak kan niet worden verwijderd',
  },
} as const satisfies AreaErrors
