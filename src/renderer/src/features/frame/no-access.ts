import { notifications } from '@mantine/notifications'
import type { i18n as I18n } from 'i18next'
import type { NavEntry } from '../../lib/screens'
import { noticeDefaults } from '../../ui/notify'

/**
 * The route guard sends a user who may not open a screen to their start page; this says so, and which
 * screen, instead of a silent jump (a link from a colleague or an old bookmark would otherwise look broken).
 */
export function announceNoAccess(i18n: I18n, refused: { readonly nav?: NavEntry }): void {
  const label = refused.nav?.label
  notifications.show({
    ...noticeDefaults(i18n.t('common:actions.close')),
    id: 'no-access',
    color: 'yellow',
    title: i18n.t('common:noAccess.title'),
    message: label
      ? i18n.t('common:noAccess.screen', { screen: i18n.t(`nav:${label}`) })
      : i18n.t('common:noAccess.other'),
  })
}
