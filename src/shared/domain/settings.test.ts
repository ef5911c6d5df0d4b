import { describe, expect, it } from 'vitest'
import {
  autoOpenMs,
  contrastFailures,
  contrastRatio,
  defaultWidgetConfig,
  embedSnippet,
  jsonErrorOffset,
  mayAddTeaserButton,
  maxSettingValueLength,
  newTeaserButton,
  settingProblem,
  widgetConfigProblems,
  widgetPreviewProblems,
  defaultWidgetPreview,
} from './settings'

describe('chatbot setting values', () => {
  it('refuses malformed JSON with the line and column where it breaks', () => {
    expect(settingProblem('JSON', '{"a": 1}')).toBeNull()
    expect(settingProblem('JSON', '{\n  "a": 1,\n  "b" 2\n}')).toEqual({
      code: 'json_malformed',
      line: 3,
      column: 7,
    })
    expect(settingProblem('JSON', '{"a": ')).toMatchObject({ code: 'json_malformed', line: 1 })
  })

  it('finds where any text stops being JSON, and agrees with JSON.parse on what is JSON', () => {
    const samples = [
      '{}',
      '[1, -2.5e3, "a\\u00e9", true, null]',
      '{"a": {"b": []}}',
      '{"a" 1}',
      '[1,]',
      '01',
      '"\\x"',
      'tru',
      '{"a": 1} x',
      '',
      '-',
    ]
    for (const sample of samples) {
      let ok = true
      try {
        JSON.parse(sample)
      } catch {
        ok = false
      }
      expect(jsonErrorOffset(sample) < 0, sample).toBe(ok)
    }
    expect(jsonErrorOffset('[1,]')).toBe(3)
    expect(jsonErrorOffset('{"a": 1} x')).toBe(9)
  })

  it('refuses a 1 MB value of any type', () => {
    const big = `"${'x'.repeat(1024 * 1024)}"`
    expect(settingProblem('JSON', big)).toEqual({ code: 'too_long', max: maxSettingValueLength })
    expect(settingProblem('FREETEXT', 'x'.repeat(maxSettingValueLength))).toBeNull()
  })

  it('takes integers in the 32-bit range only, and booleans as true or false', () => {
    expect(settingProblem('INT', '42')).toBeNull()
    expect(settingProblem('INT', '-7')).toBeNull()
    expect(settingProblem('INT', '4.2')).toEqual({ code: 'int_invalid' })
    expect(settingProblem('INT', '')).toEqual({ code: 'int_invalid' })
    expect(settingProblem('INT', '2147483648')).toMatchObject({ code: 'int_range' })
    expect(settingProblem('BOOLEAN', 'true')).toBeNull()
    expect(settingProblem('BOOLEAN', 'yes')).toEqual({ code: 'boolean_invalid' })
  })
})

describe('widget config', () => {
  const config = defaultWidgetConfig('Talentbrug')

  it('takes the defaults, with message delays 0', () => {
    expect(widgetConfigProblems(config)).toEqual({})
    expect(config.MESSAGE_DELAY_DEFAULT).toBe(0)
  })

  it('takes #rrggbb colours only', () => {
    for (const wrong of ['red', '#fff', '#12345g', 'rgb(0,0,0)', '#1234567'])
      expect(widgetConfigProblems({ ...config, style: { ...config.style, coreColor: wrong } })).toEqual({
        'style.coreColor': 'A colour as #rrggbb.',
      })
  })

  it('wants every introduction translation filled or removed, one per language', () => {
    const blank = { ...config, introductionTextTranslations: [{ language: 'en', text: '  ' }] }
    expect(widgetConfigProblems(blank)).toEqual({
      'introductionTextTranslations.0.text': 'Fill in this translation or remove it.',
    })
    const twice = {
      ...config,
      introductionTextTranslations: [
        { language: 'en', text: 'Hi' },
        { language: 'en', text: 'Hello' },
      ],
    }
    expect(widgetConfigProblems(twice)).toEqual({
      introductionTextTranslations: 'One translation per language.',
    })
  })

  it('keeps the maximum delay at least the default', () => {
    expect(widgetConfigProblems({ ...config, MESSAGE_DELAY_DEFAULT: 500, MESSAGE_DELAY_MAX: 100 })).toEqual({
      MESSAGE_DELAY_MAX: 'At least the default delay.',
    })
  })

  it('multiplies auto-open by 1000 in the snippet, and 0 disables', () => {
    expect(autoOpenMs(0)).toBe(0)
    expect(autoOpenMs(5)).toBe(5000)
    expect(embedSnippet('talentbrug-werving', 5)).toContain('"autoOpen":5000')
    expect(embedSnippet('talentbrug-werving', 0)).toContain('"autoOpen":0')
    expect(embedSnippet('</script><script>x', 0)).not.toContain('</script><script>x')
  })

  it('names the colour pairs below WCAG AA', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21)
    expect(contrastFailures(config.style)).toEqual([])
    expect(contrastFailures({ ...config.style, coreTextColor: '#777777', coreColor: '#ffffff' })).toEqual([
      { text: 'coreTextColor', background: 'coreColor', ratio: 4.4 },
    ])
  })
})

describe('widget preview (launcher teaser)', () => {
  const flows = [{ id: 'flow-a' }, { id: 'flow-b' }]

  it('adds a new button only when no button has blank text, defaulting to the first flow', () => {
    expect(newTeaserButton(flows)).toEqual({ text: '', flow: 'flow-a' })
    expect(newTeaserButton([])).toBeNull()
    expect(mayAddTeaserButton([])).toBe(true)
    expect(mayAddTeaserButton([{ text: 'Solliciteer', flow: 'flow-a' }])).toBe(true)
    expect(mayAddTeaserButton([{ text: ' ', flow: 'flow-a' }])).toBe(false)
  })

  it('wants every button filled and pointing at a flow', () => {
    expect(widgetPreviewProblems(defaultWidgetPreview)).toEqual({})
    expect(
      widgetPreviewProblems({ ...defaultWidgetPreview, buttons: [{ text: '', flow: 'flow-a' }] }),
    ).toEqual({
      'buttons.0.text': 'Fill in the required field(s)',
    })
  })
})
