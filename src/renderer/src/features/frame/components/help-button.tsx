import { ActionIcon, Tooltip } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { IconHelpCircle } from '../../../ui/icons'

/** The header's way to the documentation, on every screen (the launcher finds it too). */
export function HelpButton() {
  const { t } = useTranslation('frame')
  return (
    <Tooltip label={t('help')} openDelay={400}>
      <ActionIcon
        component={Link}
        to="/documentation"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('help')}
        data-testid="header-help"
      >
        <IconHelpCircle size={20} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Tooltip>
  )
}
