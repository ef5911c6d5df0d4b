import type { AreaErrors } from './entry'

/** Settings refusals, in the shape of the catalogue (errors/index.ts); the spec gives no wording for these. */
export const settingsErrors = {
  setting_changed: {
    status: 409,
    en: 'Someone else saved this setting in the meantime. It now shows their value; make your change again if it is still needed.',
    nl: 'Iemand anders heeft deze instelling intussen opgeslagen. Je ziet nu die waarde; breng je wijziging opnieuw aan als die nog nodig is.',
  },
  widget_changed: {
    status: 409,
    en: 'Someone else saved the widget in the meantime. Their changes are shown now, with yours on top: check them and save again.',
    nl: 'Iemand anders heeft de widget intussen opgeslagen. Je ziet nu die wijzigingen, met de jouwe erover: controleer ze en sla opnieuw op.',
  },
  setting_not_found: {
    status: 404,
    en: 'This setting does not exist.',
    nl: 'Deze instelling bestaat niet.',
  },
  setting_superuser_only: {
    status: 403,
    en: 'Only a superuser may change this setting.',
    nl: 'Alleen een superuser mag deze instelling wijzigen.',
  },
  widget_flow_not_found: { status: 400, en: 'This flow does not exist.', nl: 'Deze flow bestaat niet.' },
  widget_image_not_uploaded: {
    status: 400,
    en: 'Upload the image through the portal.',
    nl: 'Upload de afbeelding via het portaal.',
  },
  widget_image_too_large: {
    status: 400,
    en: 'The image must be smaller than 2 MB.',
    nl: 'De afbeelding moet kleiner zijn dan 2 MB.',
  },
  email_labels_not_object: {
    status: 400,
    en: 'The data must be a JSON object.',
    nl: 'De gegevens moeten een JSON-object zijn.',
  },
  email_label_not_text: { status: 400, en: 'Every label must be text.', nl: 'Elk label moet tekst zijn.' },
} as const satisfies AreaErrors
