import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core'
import { memo, useCallback, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  autoOpenMs,
  teaserAvatarHeightPx,
  teaserWidthPx,
  type WidgetConfig,
  type WidgetPreview,
} from '@shared/domain/settings'
import { useErrorMessage } from '../../../lib/errors'
import { usePreviewChat } from './preview-chat'
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
 * button in the draft colours; at desktop or phone width, in Dutch or English. It repaints from the drafts
 * on every keystroke without asking anyone. A teaser button runs its flow for real: the sandbox's
 * conversation engine (the one Try it uses) answers in the chat window, and the visitor answers back with
 * the bot's buttons or typed text.
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
  const run = usePreviewChat(language === 'nl' ? 'nl-NL' : 'en-US')
  const { reset } = run
  const switchLanguage = useCallback(
    (next: Language) => {
      // The conversation runs in one language: another one starts afresh.
      reset()
      setLanguage(next)
    },
    [reset],
  )
  const errorMessage = useErrorMessage('settings')
  const [typed, setTyped] = useState('')
  const send = (e: FormEvent) => {
    e.preventDefault()
    if (!typed.trim()) return
    run.answer({ text: typed })
    setTyped('')
  }
  const bubble = { background: style.secondaryColor, color: style.secondaryTextColor }
  const mine = { background: style.coreColor, color: style.coreTextColor }
  return (
    <Stack gap="sm" data-testid="widget-preview-pane" aria-label={t('preview.label')}>
      <PreviewControls device={device} language={language} onDevice={setDevice} onLanguage={switchLanguage} />
      <Text fz="xs" c="dimmed">
        {opensAfter > 0 ? t('preview.autoOpen', { seconds: opensAfter / 1000 }) : t('preview.noAutoOpen')}
      </Text>
      {preview && preview.buttons.length > 0 && (
        <Text fz="xs" c="dimmed">
          {t('preview.runHint')}
        </Text>
      )}
      {run.running && (
        <Group gap="xs">
          <Button
            size="compact-xs"
            variant="default"
            onClick={run.reset}
            data-testid="widget-preview-restart"
          >
            {t('preview.restart')}
          </Button>
        </Group>
      )}
      {run.error && (
        <Alert color="red" variant="light" role="alert" data-testid="widget-preview-chat-error">
          {errorMessage(run.error)}
        </Alert>
      )}
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
            {run.chat.lines.map((line, index) => (
              <p
                key={index}
                className={line.from === 'bot' ? 'wp-bubble' : 'wp-bubble wp-mine'}
                style={line.from === 'bot' ? bubble : mine}
                data-testid={line.from === 'bot' ? 'widget-preview-bot' : 'widget-preview-visitor'}
              >
                {line.text}
              </p>
            ))}
            {run.chat.buttons.length > 0 && (
              <div className="wp-answers">
                {run.chat.buttons.map((button) => (
                  <button
                    key={button.optionId}
                    type="button"
                    className="wp-answer"
                    style={{ borderColor: style.coreColor, color: style.coreColor }}
                    onClick={() => run.answer(button)}
                    disabled={run.busy}
                    data-testid="widget-preview-answer"
                  >
                    {button.label}
                  </button>
                ))}
              </div>
            )}
            {run.busy && (
              <span
                className="wp-typing"
                aria-label={t('preview.typing')}
                data-testid="widget-preview-typing"
              >
                …
              </span>
            )}
            {run.chat.ended && <p className="wp-note">{t('preview.ended')}</p>}
            {config.showExtraBackButton && <span className="wp-back">← {t('preview.back')}</span>}
          </div>
          {!config.hideTextInput && run.chat.sessionId && !run.chat.ended ? (
            <form className="wp-input" onSubmit={send}>
              <input
                className="wp-field"
                value={typed}
                onChange={(e) => setTyped(e.currentTarget.value)}
                placeholder={config.inputPlaceholder || t('preview.placeholder')}
                aria-label={t('preview.answer')}
                maxLength={1000}
                data-testid="widget-preview-input"
              />
              <button type="submit" className="wp-send" style={mine} disabled={run.busy || !typed.trim()}>
                {config.sendButtonText || t('preview.send')}
              </button>
            </form>
          ) : (
            !config.hideTextInput && (
              <div className="wp-input">
                <span className="wp-placeholder">{config.inputPlaceholder || t('preview.placeholder')}</span>
                <span className="wp-send" style={{ background: style.coreColor, color: style.coreTextColor }}>
                  {config.sendButtonText || t('preview.send')}
                </span>
              </div>
            )
          )}
        </div>
        {preview && (preview.text || preview.buttons.length > 0) && (
          <div className="wp-teaser" style={{ width: teaserWidthPx }} data-testid="widget-preview-teaser">
            {avatar && (
              <img className="wp-avatar" src={avatar} alt="" style={{ height: teaserAvatarHeightPx }} />
            )}
            {preview.text && <p className="wp-teaser-text">{preview.text}</p>}
            {preview.buttons.map((button, index) => (
              <button
                key={index}
                type="button"
                className="wp-teaser-button"
                style={{ borderColor: style.coreColor, color: style.coreColor }}
                title={flowNames?.get(button.flow)}
                onClick={() => run.start(button.flow)}
                disabled={!button.flow || run.busy}
                data-testid="widget-preview-teaser-button"
              >
                {button.text || '…'}
              </button>
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

/**
 * Device and language of the preview. Memoised: the segmented controls measure themselves when they render,
 * too slow to repeat on every keystroke that repaints the preview.
 */
const PreviewControls = memo(function PreviewControls({
  device,
  language,
  onDevice,
  onLanguage,
}: {
  device: Device
  language: Language
  onDevice: (device: Device) => void
  onLanguage: (language: Language) => void
}) {
  const { t } = useTranslation('settings')
  return (
    <Group gap="xs">
      <SegmentedControl
        size="xs"
        value={device}
        onChange={(value) => onDevice(value as Device)}
        data={[
          { value: 'desktop', label: t('preview.desktop') },
          { value: 'mobile', label: t('preview.mobile') },
        ]}
      />
      <SegmentedControl
        size="xs"
        value={language}
        onChange={(value) => onLanguage(value as Language)}
        data={[
          { value: 'nl', label: 'NL' },
          { value: 'en', label: 'EN' },
        ]}
      />
    </Group>
  )
})
