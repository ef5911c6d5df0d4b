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
} as const satisfies AreaErrors
