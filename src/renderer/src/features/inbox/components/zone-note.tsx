import { Text, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { inboxTimeZone, zoneDiffers, zoneName } from '../time'

/**
 * Names the organisation's time zone when this computer's clock shows another time, so a recruiter abroad
 * (or on a machine set to UTC) reads every inbox time the right way; nothing when the clocks agree.
 */
export function ZoneNote({ now = new Date() }: { now?: Date }) {
  const { t, i18n } = useTranslation('inbox')
  if (!zoneDiffers(now)) return null
  return (
    <Tooltip label={t('zone.help', { zone: inboxTimeZone })} multiline w={280} openDelay={300}>
      <Text fz="xs" c="dimmed" tabIndex={0} style={{ whiteSpace: 'nowrap' }} data-testid="inbox-zone">
        {t('zone.note', { name: zoneName(now, i18n.language) })}
      </Text>
    </Tooltip>
  )
}
