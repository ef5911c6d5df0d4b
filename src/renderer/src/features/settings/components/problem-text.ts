import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { serverFieldMessage } from '../../../lib/field-errors'
import {
  maxAutoOpenSeconds,
  maxMessageDelayMs,
  maxTeaserButtonText,
  maxWidgetTextLength,
} from '@shared/domain/settings'

/**
 * The shared widget rules answer in English (the server's wording); the screen shows the same rule in the
 * interface language. Each known message has its text here; a catalogue wording is shown as its code's text
 * (lib/field-errors.ts), anything else as the rule said it.
 */
const keys: Record<string, string> = {
  'A colour as #rrggbb.': 'colour',
  'Fill in this translation or remove it.': 'translationBlank',
  'One translation per language.': 'translationTwice',
  'Fill in the required field(s)': 'required',
  'At least the default delay.': 'delayOrder',
  [`At most ${maxWidgetTextLength} characters.`]: 'tooLong',
  [`At most ${maxTeaserButtonText} characters.`]: 'buttonTooLong',
  [`At most ${maxAutoOpenSeconds} seconds.`]: 'autoOpenMax',
  [`At most ${maxMessageDelayMs} ms.`]: 'delayMax',
  'This flow does not exist.': 'flowMissing',
}

export function useProblemText() {
  const { t, i18n } = useTranslation('settings')
  return useCallback(
    (message: string | undefined) =>
      message === undefined
        ? undefined
        : keys[message]
          ? t(`problems.${keys[message]}` as 'problems.colour', {
              maxText: maxWidgetTextLength,
              maxButton: maxTeaserButtonText,
              maxSeconds: maxAutoOpenSeconds,
              maxDelay: maxMessageDelayMs,
            })
          : serverFieldMessage(i18n, message),
    [t, i18n],
  )
}
