import type { AreaErrors } from './entry'

/** Spec 001 §8 "WhatsApp image errors": the uploaded profile picture's refusals. */
export const whatsappErrors = {
  wrong_resolution: {
    status: 400,
    en: 'The image must be exactly 640x640 pixels.',
    nl: 'De afbeelding moet precies 640x640 pixels zijn.',
  },
  unsupported_media_type: {
    status: 415,
    en: 'Error! Please select a valide file',
    nl: 'Fout! Kies een geldig bestand',
  },
} as const satisfies AreaErrors
