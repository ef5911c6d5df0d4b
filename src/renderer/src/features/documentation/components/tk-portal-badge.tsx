import { Badge, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useUserFlags } from '../api/user-flags'

/**
 * User.isInTkPortal (spec 000 §3): the user's account comes from the TK portal, whose sign-in is its own
 * entry (/auth/tk-portal). Such users see in the header which account they are using; others see nothing.
 */
export function TkPortalBadge() {
  const { t } = useTranslation('documentation')
  const flags = useUserFlags()
  if (!flags.data?.isInTkPortal) return null
  return (
    <Tooltip label={t('tkPortal.explain')} openDelay={300}>
      <Badge variant="light" color="grape" data-testid="tk-portal-badge" visibleFrom="sm">
        {t('tkPortal.badge')}
      </Badge>
    </Tooltip>
  )
}
