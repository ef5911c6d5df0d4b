import { Box, Group, Paper, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import {
  fillVariables,
  type ButtonType,
  type HeaderType,
  type ParameterDraft,
  type VariationDraft,
} from '@shared/domain/whatsapp-templates'
import { useLanguageName } from '../lib/language-name'
import { IconFileText, IconPhoto, IconPhone, IconExternalLink, IconMovie, IconCornerUpLeft } from './icons'

/**
 * A live WhatsApp bubble for one language (in ui/ because the Smart Inbox's template
 * composer shows it too): header (text, or the media kind with
 * its example's name), the body with the parameters' examples filled in, the footer and the buttons.
 */
export function TemplatePreview({
  variation,
  parameters,
  attachmentType,
  buttonType,
}: {
  variation: VariationDraft
  parameters: readonly ParameterDraft[]
  attachmentType: HeaderType | null
  buttonType: ButtonType
}) {
  const { t } = useTranslation('whatsapp')
  const languageName = useLanguageName()
  const body = fillVariables(variation.content, parameters)
  const media = attachmentType && attachmentType !== 'TEXT' ? attachmentType : null
  const MediaIcon = media === 'IMAGE' ? IconPhoto : media === 'VIDEO' ? IconMovie : IconFileText
  return (
    <Box
      role="figure"
      aria-label={t('preview.label', { language: languageName(variation.languageTag) })}
      data-testid={`preview-${variation.languageTag}`}
      p="sm"
      style={{ background: 'var(--portal-whatsapp-wallpaper)', borderRadius: 8, maxWidth: 340 }}
    >
      <Paper
        shadow="xs"
        p="xs"
        radius="md"
        style={{ background: 'var(--portal-whatsapp-bubble)', borderTopLeftRadius: 0 }}
      >
        <Stack gap={6}>
          {media && (
            <Group
              gap="xs"
              p="sm"
              style={{ background: 'var(--portal-subtle-bg)', borderRadius: 6 }}
              data-testid="preview-media"
            >
              <MediaIcon size={20} aria-hidden />
              <Text fz="sm" truncate>
                {variation.attachmentTitle ||
                  variation.attachmentUrl ||
                  t(`preview.${media === 'IMAGE' ? 'image' : media === 'VIDEO' ? 'video' : 'document'}`)}
              </Text>
            </Group>
          )}
          {attachmentType === 'TEXT' && variation.attachmentTitle && (
            <Text fw={700} fz="sm" data-testid="preview-header">
              {variation.attachmentTitle}
            </Text>
          )}
          <Text
            fz="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="preview-body"
          >
            {body.trim() === '' ? t('preview.empty') : body}
          </Text>
          {variation.footer && (
            <Text fz="xs" c="dimmed" data-testid="preview-footer">
              {variation.footer}
            </Text>
          )}
        </Stack>
      </Paper>
      {buttonType !== 'NONE' &&
        variation.buttons.map((button, index) => {
          const Icon =
            button.actionType === 'PHONE_NUMBER'
              ? IconPhone
              : button.actionType === 'URL'
                ? IconExternalLink
                : IconCornerUpLeft
          return (
            <Paper
              key={index}
              mt={4}
              p={6}
              radius="md"
              shadow="xs"
              style={{ background: 'var(--portal-whatsapp-bubble)' }}
              data-testid="preview-button"
            >
              <Group gap={6} justify="center">
                <Icon size={16} aria-hidden color="var(--portal-whatsapp-link)" />
                <Text fz="sm" c="var(--portal-whatsapp-link)">
                  {button.text}
                </Text>
              </Group>
            </Paper>
          )
        })}
    </Box>
  )
}
