/** WhatsApp template statuses (spec 000 §4); the rest of the templates' domain is in whatsapp-templates.ts. */

/** A template version's status (spec 000 §4). */
export const templateStatuses = ['CONCEPT', 'SUBMITTED', 'ACCEPTED', 'REJECTED', 'ACTIVE'] as const
export type TemplateStatus = (typeof templateStatuses)[number]

/** A language variant's (variation's) status (spec 000 §4). */
export const variationStatuses = ['CONCEPT', 'APPROVED', 'REJECTED', 'RESUBMITTED'] as const
export type VariationStatus = (typeof variationStatuses)[number]
