import { fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import type { ChatbotSetting } from '../api/chatbot-settings'
import { SettingsEditor } from './chatbot-settings-page'

/**
 * What React drew again in a commit, seen from the page: React keeps each element's props on the DOM node
 * and replaces them when the component that made the element ran again (its props are then new objects),
 * even when nothing on screen changed. A part React passed by keeps its props object.
 */
function propsOf(element: Element): unknown {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'))
  return key ? (element as unknown as Record<string, unknown>)[key] : undefined
}

function snapshot(selector: string): Map<Element, unknown> {
  return new Map([...document.querySelectorAll(selector)].map((element) => [element, propsOf(element)]))
}

/** The elements of `before` that were drawn again since: their ids or data-setting keys. */
function redrawn(before: Map<Element, unknown>): string[] {
  return [...before]
    .filter(([element, props]) => propsOf(element) !== props)
    .map(
      ([element]) =>
        element.getAttribute('data-setting') ?? element.getAttribute('data-section') ?? element.id,
    )
}

const sections = ['conversation', 'ats', 'notifications', 'privacy', 'platform']
const many: ChatbotSetting[] = Array.from({ length: 300 }, (_, index) => ({
  id: `set-${index}`,
  key: `SETTING_${index}`,
  value: index % 2 ? '{"enabled": true}' : `waarde ${index}`,
  settingType: index % 2 ? 'JSON' : 'FREETEXT',
  adminOnly: false,
  helpText: `Help ${index}`,
  valid: true,
  section: sections[index % 5]!,
  version: 1,
  mayEdit: true,
}))

const input = (key: string) => document.querySelector(`[data-setting="${key}"]`) as HTMLInputElement

const filter = () => document.querySelector('input:not([data-setting])')!

describe('chatbot settings tab with 300 settings: a keystroke draws what it changed', () => {
  it('draws one row again per keystroke: not the head, the section titles, Show more or the other rows', () => {
    installFakePortal()
    renderWithProviders(<SettingsEditor chatbotId="cb-renders" settings={many} />, 'en-US')
    const toggles = document.querySelectorAll<HTMLElement>('[data-testid="settings-section-toggle"]')
    fireEvent.click(toggles[0]!)
    fireEvent.click(toggles[1]!)
    expect(document.querySelectorAll('[data-setting]').length).toBe(40)
    fireEvent.change(input('SETTING_0'), { target: { value: 'nieuw' } })

    const rows = snapshot('[data-setting]')
    const sections = snapshot('section[data-section]')
    const heads = snapshot('[data-testid="settings-section-toggle"]')
    const more = snapshot('[data-testid="settings-show-more"]')
    const search = propsOf(filter())
    fireEvent.change(input('SETTING_0'), { target: { value: 'nieuwe' } })
    fireEvent.change(input('SETTING_0'), { target: { value: 'nieuwer' } })

    expect(redrawn(sections)).toEqual(['conversation'])
    expect(redrawn(rows)).toEqual(['SETTING_0'])
    expect(redrawn(heads)).toEqual([])
    expect(redrawn(more)).toEqual([])
    expect(propsOf(filter())).toBe(search)
    expect(input('SETTING_0').value).toBe('nieuwer')
    sessionStorage.clear()
  })

  it('draws the head and the section title again when their counts change: an invalid draft is named there', () => {
    installFakePortal()
    renderWithProviders(<SettingsEditor chatbotId="cb-renders-2" settings={many} />, 'en-US')
    fireEvent.click(document.querySelectorAll<HTMLElement>('[data-testid="settings-section-toggle"]')[1]!)
    const sections = snapshot('section[data-section]')
    const heads = snapshot('[data-testid="settings-section-toggle"]')
    const search = propsOf(filter())
    fireEvent.change(input('SETTING_1'), { target: { value: '{"enabled" true}' } })
    expect(redrawn(sections)).toEqual(['ats'])
    expect(redrawn(heads)).toEqual(['settings-ats'])
    expect(propsOf(filter())).not.toBe(search)
    expect(document.querySelector('[data-section="ats"]')?.textContent).toContain('1 invalid')
    sessionStorage.clear()
  })
})
