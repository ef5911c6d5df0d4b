import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defaultWidgetConfig } from '@shared/domain/settings'
import { renderWithProviders } from '../../../test-utils'
import { WidgetPreviewPane } from './widget-preview-pane'

const config = {
  ...defaultWidgetConfig('Talentbrug'),
  introductionText: 'Hoi! Ik help je een baan te vinden.',
  introductionTextTranslations: [{ language: 'en' as const, text: 'Hi! I help you find a job.' }],
}
const preview = {
  text: 'Zoek je werk?',
  autoOpenTime: 5,
  buttons: [{ text: 'Vacatures', flow: 'fl-1' }],
  widgetIconStartFlow: null,
  isRectangle: true,
  botAvatar: 'https://images.example/avatar.png',
}

/** The preview as the visitor sees it: teaser 250 px wide, avatar 60 px high, the greeting per language. */
describe('widget preview pane', () => {
  it('shows the teaser at 250 px with the avatar 60 px high, and the greeting in the chosen language', () => {
    renderWithProviders(<WidgetPreviewPane config={config} preview={preview} />, 'en-US')
    const teaser = screen.getByTestId('widget-preview-teaser')
    expect(teaser.style.width).toBe('250px')
    expect(teaser.querySelector('img')?.style.height).toBe('60px')
    expect(screen.getByText('Opens by itself after 5 s.')).toBeTruthy()
    expect(screen.getByTestId('widget-preview-intro').textContent).toBe('Hoi! Ik help je een baan te vinden.')
    fireEvent.click(screen.getByText('EN'))
    expect(screen.getByTestId('widget-preview-intro').textContent).toBe('Hi! I help you find a job.')
  })

  it('says the widget does not open by itself when auto-open is 0', () => {
    renderWithProviders(
      <WidgetPreviewPane config={config} preview={{ ...preview, autoOpenTime: 0 }} />,
      'en-US',
    )
    expect(screen.getByText('Does not open by itself.')).toBeTruthy()
  })
})
