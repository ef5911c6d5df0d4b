import { Group, SegmentedControl, Stack, Text } from '@mantine/core'
import { memo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  autoOpenMs,
  teaserAvatarHeightPx,
  teaserWidthPx,
  type WidgetConfig,
  type WidgetPreview,
} from '@shared/domain/settings'
import '../settings.css'

/** The widget's width on a desktop page and on a phone (the visitor's screen). */
const widths = { desktop: 380, mobile: 320 } as const
type Device = keyof typeof widths
type Language = 'nl' | 'en'

/** The introduction text the visitor reads in `language`: its translation, else the original. */
export function introductionFor(config: WidgetConfig, language: Language): string {
  if (language === 'nl') return config.introductionText
  return (
    config.introductionTextTranslations.find((one) => one.language === language)?.text ||
    config.introductionText
  )
}

/**
 * The draft widget as a visitor sees it: the launcher teaser (250 px wide, avatar 60 px high) above the
 * round or rectangular launcher, and the open chat window with its header, greeting, input and send
 * button in the draft colours; at desktop or phone width, in Dutch or English. Pure: it repaints from the
 * drafts on every keystroke without asking anyone.
 */
export const WidgetPreviewPane = memo(function WidgetPreviewPane({
  config,
  preview,
  flowNames,
}: {
  config: WidgetConfig
  preview: WidgetPreview | null
  flowNames?: ReadonlyMap<string, string>
}) {
  const { t } = useTranslation('settings')
  const [device, setDevice] = useState<Device>('desktop')
  const [language, setLanguage] = useState<Language>('nl')
  const { style } = config
  const avatar = preview?.botAvatar ?? config.botAvatar
  const opensAfter = autoOpenMs(preview?.autoOpenTime ?? config.autoOpen)
  return (
    <Stack gap="sm" data-testid="widget-preview-pane" aria-label={t('preview.label')}>
      <Group gap="xs">
        <SegmentedControl
          size="xs"
          value={device}
          onChange={(value) => setDevice(value as Device)}
          data={[
            { value: 'desktop', label: t('preview.desktop') },
            { value: 'mobile', label: t('preview.mobile') },
          ]}
        />
        <SegmentedControl
          size="xs"
          value={language}
          onChange={(value) => setLanguage(value as Language)}
          data={[
            { value: 'nl', label: 'NL' },
            { value: 'en', label: 'EN' },
          ]}
        />
      </Group>
      <Text fz="xs" c="dimmed">
        {opensAfter > 0 ? t('preview.autoOpen', { seconds: opensAfter / 1000 }) : t('preview.noAutoOpen')}
      </Text>
      <div className="wp-stage" style={{ width: widths[device] }} data-device={device}>
        <div
          className="wp-window"
          style={{
            ['--wp-core' as string]: style.coreColor,
            ['--wp-core-text' as string]: style.coreTextColor,
          }}
        >
          <div className="wp-header">
            <strong>{config.widgetChatName || config.widgetName}</strong>
            {config.headerText && <span>{config.headerText}</span>}
          </div>
          <div className="wp-messages" lang={language}>
            {config.introAppText && <p className="wp-note">{config.introAppText}</p>}
            {introductionFor(config, language) && (
              <p
                className="wp-bubble"
                style={{ background: style.secondaryColor, color: style.secondaryTextColor }}
                data-testid="widget-preview-intro"
              >
                {introductionFor(config, language)}
              </p>
            )}
            {config.showExtraBackButton && <span className="wp-back">← {t('preview.back')}</span>}
          </div>
          {!config.hideTextInput && (
            <div className="wp-input">
              <span className="wp-placeholder">{config.inputPlaceholder || t('preview.placeholder')}</span>
              <span className="wp-send" style={{ background: style.coreColor, color: style.coreTextColor }}>
                {config.sendButtonText || t('preview.send')}
              </span>
            </div>
          )}
        </div>
        {preview && (preview.text || preview.buttons.length > 0) && (
          <div className="wp-teaser" style={{ width: teaserWidthPx }} data-testid="widget-preview-teaser">
            {avatar && (
              <img className="wp-avatar" src={avatar} alt="" style={{ height: teaserAvatarHeightPx }} />
            )}
            {preview.text && <p className="wp-teaser-text">{preview.text}</p>}
            {preview.buttons.map((button, index) => (
              <span
                key={index}
                className="wp-teaser-button"
                style={{ borderColor: style.coreColor, color: style.coreColor }}
                title={flowNames?.get(button.flow)}
              >
                {button.text || '…'}
              </span>
            ))}
          </div>
        )}
        <div
          className="wp-launcher"
          data-shape={preview?.isRectangle ? 'rectangle' : 'round'}
          style={{ background: style.coreColor, color: style.coreTextColor }}
        >
          {config.widgetIcon ? (
            <img src={config.widgetIcon} alt="" />
          ) : (
            (config.widgetName || '?').slice(0, 1)
          )}
          {preview?.isRectangle && <span>{config.widgetName}</span>}
        </div>
      </div>
    </Stack>
  )
})
