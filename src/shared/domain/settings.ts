import * as v from 'valibot'
import { chatbotSettingTypes, type ChatbotSettingType } from './chatbot'

/*
 * Chatbot settings, the web widget and its launcher teaser (spec 000 §3 "Chatbot setting", "Widget
 * settings", "Widget preview"; §5 and 001 §4 for the rules). One set of rules for the settings form, the
 * widget form and the sandbox, so the screen and the server never disagree.
 */

export { chatbotSettingTypes, type ChatbotSettingType }

/**
 * The longest value a setting may hold (64 KiB of text). A JSON setting of 1 MB is refused on the
 * screen and by the server, with the limit named, instead of being sent and stored.
 */
export const maxSettingValueLength = 64 * 1024

/** A chatbot setting as the chatbot service answers it (allChatbotSettings, updateSettings). */
export const chatbotSettingSchema = v.object({
  id: v.string(),
  key: v.string(),
  value: v.string(),
  settingType: v.pipe(
    v.string(),
    v.check((type) => (chatbotSettingTypes as readonly string[]).includes(type)),
  ),
  adminOnly: v.boolean(),
  helpText: v.string(),
  valid: v.boolean(),
  section: v.string(),
  version: v.number(),
  mayEdit: v.boolean(),
})
export type ChatbotSetting = v.InferOutput<typeof chatbotSettingSchema>

/** The range of an INT setting: a signed 32-bit integer, what the server's column holds. */
export const settingIntRange = { min: -2_147_483_648, max: 2_147_483_647 } as const

/** Why a setting's value cannot be saved; `line` and `column` (1-based) say where a JSON value breaks. */
export type SettingProblem =
  | { readonly code: 'too_long'; readonly max: number }
  | { readonly code: 'boolean_invalid' }
  | { readonly code: 'int_invalid' }
  | { readonly code: 'int_range'; readonly min: number; readonly max: number }
  | { readonly code: 'json_malformed'; readonly line: number; readonly column: number }

/** Line and column (1-based) of a character offset in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)))
  const lines = before.split('\n')
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 }
}

/**
 * The offset where `text` stops being JSON, or -1 when it is JSON. Engines word JSON.parse's errors
 * differently (some name no position at all), so the place is found by a scanner of our own.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++
  }
  const fail = () => {
    throw i
  }
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length
    else fail()
  }
  const string = () => {
    i++
    while (i < text.length) {
      const c = text[i]!
      if (c === '"') {
        i++
        return
      }
      if (c < ' ') fail()
      if (c === '\\') {
        const e = text[i + 1]
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
            i += 2
            fail()
          }
          i += 6
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2
        else {
          i++
          fail()
        }
      } else i++
    }
    fail()
  }
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i))
    if (!match || match[0] === '-') fail()
    i += match![0].length
  }
  const value = (): void => {
    ws()
    const c = text[i]
    if (c === '{') {
      i++
      ws()
      if (text[i] === '}') {
        i++
        return
      }
      for (;;) {
        ws()
        if (text[i] !== '"') fail()
        string()
        ws()
        if (text[i] !== ':') fail()
        i++
        value()
        ws()
        if (text[i] === ',') i++
        else if (text[i] === '}') {
          i++
          return
        } else fail()
      }
    } else if (c === '[') {
      i++
      ws()
      if (text[i] === ']') {
        i++
        return
      }
      for (;;) {
        value()
        ws()
        if (text[i] === ',') i++
        else if (text[i] === ']') {
          i++
          return
        } else fail()
      }
    } else if (c === '"') string()
    else if (c === 't') literal('true')
    else if (c === 'f') literal('false')
    else if (c === 'n') literal('null')
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) number()
    else fail()
  }
  try {
    value()
    ws()
    return i === text.length ? -1 : i
  } catch (offset) {
    return offset as number
  }
}

/** The problem with `value` as a setting of `type`, or null when it may be saved (spec 000 §5). */
export function settingProblem(type: ChatbotSettingType, value: string): SettingProblem | null {
  if (value.length > maxSettingValueLength) return { code: 'too_long', max: maxSettingValueLength }
  switch (type) {
    case 'FREETEXT':
      return null
    case 'BOOLEAN':
      return value === 'true' || value === 'false' ? null : { code: 'boolean_invalid' }
    case 'INT': {
      if (!/^-?\d+$/.test(value.trim())) return { code: 'int_invalid' }
      const n = Number(value.trim())
      return n < settingIntRange.min || n > settingIntRange.max
        ? { code: 'int_range', ...settingIntRange }
        : null
    }
    case 'JSON': {
      const offset = jsonErrorOffset(value)
      return offset < 0 ? null : { code: 'json_malformed', ...lineAndColumn(value, offset) }
    }
  }
}

/** The server's (English) wording of a problem; the screen shows its own texts for the same codes. */
export function settingProblemText(problem: SettingProblem): string {
  switch (problem.code) {
    case 'too_long':
      return `A setting holds at most ${problem.max} characters.`
    case 'boolean_invalid':
      return 'Choose true or false.'
    case 'int_invalid':
      return 'A whole number.'
    case 'int_range':
      return `A whole number from ${problem.min} to ${problem.max}.`
    case 'json_malformed':
      return `This is not valid JSON (line ${problem.line}, column ${problem.column}).`
  }
}

/** The spec's texts of the settings save (spec 001 §8). The invalid-fields text is spec 000 §4's. */
export const settingsSaveTexts = {
  saving: 'Saving changes...',
  saved: 'Settings updated!',
  failed: 'An error has occurred while saving your settings!',
  invalid: 'Please check if all required fields have values and that there are no validation errors.',
} as const

/* ----------------------------------------------------------------------------------------------------- */
/* The web widget (GET/PUT /api/v1/chatbots/{id}/config/, spec 001 §7.2)                                 */
/* ----------------------------------------------------------------------------------------------------- */

/** `#rrggbb` only: what the widget's stylesheet takes without guessing (inventory B-V12). */
export const hexColourPattern = /^#[0-9a-fA-F]{6}$/

/** Longest text of one widget field (a header, a greeting); the widget shows them in a narrow pane. */
export const maxWidgetTextLength = 500
/** Auto-open in seconds: 0 disables; at most an hour (a later open is no longer "auto"). */
export const maxAutoOpenSeconds = 3600
/** Message delays in milliseconds (the spec gives no unit; docs/decisions/settings.md). Default 0. */
export const maxMessageDelayMs = 60_000
/** The languages an introduction text may be translated into (the portal's and widget's languages). */
export const widgetLanguages = ['nl', 'en', 'de', 'fr'] as const

const requiredText = 'Fill in the required field(s)'
const colour = v.pipe(v.string(), v.regex(hexColourPattern, 'A colour as #rrggbb.'))
const widgetText = v.pipe(
  v.string(),
  v.maxLength(maxWidgetTextLength, `At most ${maxWidgetTextLength} characters.`),
)
const delay = v.pipe(
  v.number(),
  v.integer('A whole number of milliseconds.'),
  v.minValue(0, 'At least 0 ms.'),
  v.maxValue(maxMessageDelayMs, `At most ${maxMessageDelayMs} ms.`),
)
/** A hosted image's https address, or null (no image: the widget's own). */
const imageUrl = v.nullable(
  v.pipe(
    v.string(),
    v.maxLength(2000),
    v.check((url) => /^https?:\/\/\S+$/.test(url), 'An image address.'),
  ),
)

export const widgetStyleSchema = v.strictObject({
  coreColor: colour,
  coreTextColor: colour,
  secondaryColor: colour,
  secondaryTextColor: colour,
})

export const introductionTranslationSchema = v.strictObject({
  language: v.picklist(widgetLanguages, 'Choose a language.'),
  // "Introduction text translations must be filled or removed" (spec 000 §5).
  text: v.pipe(
    widgetText,
    v.check((text) => text.trim() !== '', 'Fill in this translation or remove it.'),
  ),
})

/** Every field of spec 000 §3 "Widget settings", style nested as the PUT carries it. */
export const widgetConfigSchema = v.pipe(
  v.strictObject({
    widgetIcon: imageUrl,
    botAvatar: imageUrl,
    widgetName: v.pipe(
      widgetText,
      v.check((text) => text.trim() !== '', requiredText),
    ),
    autoOpen: v.pipe(
      v.number(),
      v.integer('A whole number of seconds.'),
      v.minValue(0, 'At least 0 seconds (0: never).'),
      v.maxValue(maxAutoOpenSeconds, `At most ${maxAutoOpenSeconds} seconds.`),
    ),
    showExtraBackButton: v.boolean(),
    hideTextInput: v.boolean(),
    settingsTemplate: widgetText,
    widgetChatName: widgetText,
    headerText: widgetText,
    introAppText: widgetText,
    introductionText: widgetText,
    introductionTextTranslations: v.pipe(
      v.array(introductionTranslationSchema),
      v.check(
        (list) => new Set(list.map((one) => one.language)).size === list.length,
        'One translation per language.',
      ),
    ),
    welcomebackMessage: widgetText,
    messageIndicatorTitleSingular: widgetText,
    messageIndicatorTitlePlural: widgetText,
    inputPlaceholder: widgetText,
    sendButtonText: widgetText,
    MESSAGE_DELAY_DEFAULT: delay,
    MESSAGE_DELAY_MAX: delay,
    MESSAGE_DELAY_SIZE: delay,
    calendar: v.boolean(),
    style: widgetStyleSchema,
    /**
     * Ours, not the spec's: the stored widget's version (0: never saved). A PUT that names one is refused
     * with `widget_changed` when another save came first; a PUT without it replaces the widget as before.
     */
    version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
  v.forward(
    v.check(
      (config) => config.MESSAGE_DELAY_MAX >= config.MESSAGE_DELAY_DEFAULT,
      'At least the default delay.',
    ),
    ['MESSAGE_DELAY_MAX'],
  ),
)
export type WidgetConfig = v.InferOutput<typeof widgetConfigSchema>
export type WidgetStyle = WidgetConfig['style']

/** A chatbot's widget before anyone configured it: the spec's defaults (delays 0) and readable colours. */
export function defaultWidgetConfig(name: string): WidgetConfig {
  return {
    widgetIcon: null,
    botAvatar: null,
    widgetName: name,
    autoOpen: 0,
    showExtraBackButton: false,
    hideTextInput: false,
    settingsTemplate: '',
    widgetChatName: name,
    headerText: '',
    introAppText: '',
    introductionText: '',
    introductionTextTranslations: [],
    welcomebackMessage: '',
    messageIndicatorTitleSingular: '',
    messageIndicatorTitlePlural: '',
    inputPlaceholder: '',
    sendButtonText: '',
    MESSAGE_DELAY_DEFAULT: 0,
    MESSAGE_DELAY_MAX: 0,
    MESSAGE_DELAY_SIZE: 0,
    calendar: false,
    style: {
      coreColor: '#1f5fbf',
      coreTextColor: '#ffffff',
      secondaryColor: '#eef2f8',
      secondaryTextColor: '#1b1d21',
    },
  }
}

/** The problems of a widget config per field path (`style.coreColor`, `introductionTextTranslations.1.text`). */
export function widgetConfigProblems(config: unknown): Record<string, string> {
  const parsed = v.safeParse(widgetConfigSchema, config)
  if (parsed.success) return {}
  const fields: Record<string, string> = {}
  for (const issue of parsed.issues) fields[v.getDotPath(issue) ?? ''] ??= issue.message
  return fields
}

/** Auto-open as the embed snippet carries it: seconds x 1000 when above 0; 0 disables (spec 001 §9). */
export function autoOpenMs(seconds: number): number {
  return seconds > 0 ? Math.round(seconds * 1000) : 0
}

/**
 * The widget's script on the page of a customer: the portal does not host it, so its address is the
 * organisation's widget host (docs/decisions/settings.md). Only the project id and auto-open go in.
 */
export const widgetScriptUrl = 'https://widget.chatbotportal.nl/widget.js'

/** The embed snippet a manager copies into a website. */
export function embedSnippet(projectId: string, autoOpenSeconds: number): string {
  const settings = JSON.stringify({ projectId, autoOpen: autoOpenMs(autoOpenSeconds) })
  return [
    `<script>window.chatbotWidgetSettings = ${settings.replace(/</g, '\\u003c')};</script>`,
    `<script async src="${widgetScriptUrl}"></script>`,
  ].join('\n')
}

/* Colour contrast (WCAG 2.x relative luminance and contrast ratio). */

function channel(value: number): number {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16)
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** WCAG AA for normal text. */
export const minimumContrast = 4.5

/** The widget's text-on-background pairs, by the style fields that make them. */
export const widgetColourPairs = [
  { text: 'coreTextColor', background: 'coreColor' },
  { text: 'secondaryTextColor', background: 'secondaryColor' },
] as const satisfies readonly { text: keyof WidgetStyle; background: keyof WidgetStyle }[]

export interface ContrastFailure {
  readonly text: keyof WidgetStyle
  readonly background: keyof WidgetStyle
  /** Rounded to one decimal, as a person reads it (4.4:1). */
  readonly ratio: number
}

/** The pairs below AA; pairs with a colour that is not `#rrggbb` are left to the colour rule. */
export function contrastFailures(style: WidgetStyle): ContrastFailure[] {
  return widgetColourPairs.flatMap(({ text, background }) => {
    if (!hexColourPattern.test(style[text]) || !hexColourPattern.test(style[background])) return []
    const ratio = contrastRatio(style[text], style[background])
    return ratio < minimumContrast ? [{ text, background, ratio: Math.floor(ratio * 10) / 10 }] : []
  })
}

/* ----------------------------------------------------------------------------------------------------- */
/* The widget preview: the launcher teaser (spec 000 §3 "Widget preview")                                 */
/* ----------------------------------------------------------------------------------------------------- */

/** The bot avatar in the teaser is 60 px high; the teaser is 250 px wide (spec 000 §9). */
export const teaserAvatarHeightPx = 60
export const teaserWidthPx = 250
/** A teaser button's text fits one line of the 250 px teaser. */
export const maxTeaserButtonText = 40
export const maxTeaserButtons = 6

export const teaserButtonSchema = v.strictObject({
  text: v.pipe(
    v.string(),
    v.maxLength(maxTeaserButtonText, `At most ${maxTeaserButtonText} characters.`),
    v.check((text) => text.trim() !== '', requiredText),
  ),
  /** The id of the flow the button starts. */
  flow: v.pipe(v.string(), v.minLength(1, 'Choose a flow.'), v.maxLength(200)),
})

export const widgetPreviewSchema = v.strictObject({
  text: widgetText,
  autoOpenTime: v.pipe(
    v.number(),
    v.integer('A whole number of seconds.'),
    v.minValue(0, 'At least 0 seconds (0: never).'),
    v.maxValue(maxAutoOpenSeconds, `At most ${maxAutoOpenSeconds} seconds.`),
  ),
  buttons: v.pipe(
    v.array(teaserButtonSchema),
    v.maxLength(maxTeaserButtons, `At most ${maxTeaserButtons} buttons.`),
  ),
  /** The flow the widget icon starts when a visitor clicks it; null: the widget opens on its greeting. */
  widgetIconStartFlow: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
  isRectangle: v.boolean(),
  botAvatar: imageUrl,
  /** Ours, as the widget's: the stored teaser's version (0: never saved); a save naming an older one is refused. */
  version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
})
export type WidgetPreview = v.InferOutput<typeof widgetPreviewSchema>
export type TeaserButton = WidgetPreview['buttons'][number]

export const defaultWidgetPreview: WidgetPreview = {
  text: '',
  autoOpenTime: 0,
  buttons: [],
  widgetIconStartFlow: null,
  isRectangle: false,
  botAvatar: null,
}

export function widgetPreviewProblems(preview: unknown): Record<string, string> {
  const parsed = v.safeParse(widgetPreviewSchema, preview)
  if (parsed.success) return {}
  const fields: Record<string, string> = {}
  for (const issue of parsed.issues) fields[v.getDotPath(issue) ?? ''] ??= issue.message
  return fields
}

/** "A new button only when no button has blank text" (spec 000 §5), and within the limit. */
export function mayAddTeaserButton(buttons: readonly TeaserButton[]): boolean {
  return buttons.length < maxTeaserButtons && buttons.every((button) => button.text.trim() !== '')
}

/** A new button "defaults to the first flow" (spec 000 §5); null when the chatbot has no flow. */
export function newTeaserButton(flows: readonly { readonly id: string }[]): TeaserButton | null {
  const first = flows[0]
  return first ? { text: '', flow: first.id } : null
}
