import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defaultWidgetConfig } from '@shared/domain/settings'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
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

  it("runs a teaser button's flow: the engine's question, the visitor's answer, the next question", async () => {
    const calls: Record<string, unknown>[] = []
    installFakePortal({
      'api:graphql': (request) => {
        const variables = (request as { variables: Record<string, unknown> }).variables
        calls.push(variables)
        const reply = (text: string, buttons: { optionId: string; label: string }[] = []) => ({
          stateMachineName: 'Vacatures',
          text,
          buttons,
        })
        return {
          widgetPreviewMessage: {
            sessionId: 'cs-1',
            finished: false,
            handedOver: false,
            replies:
              calls.length === 1
                ? [reply('Welk rijbewijs heb je?', [{ optionId: 'op-c', label: 'Rijbewijs C' }])]
                : [reply('Wanneer kun je beginnen?')],
          },
        }
      },
    })
    renderWithProviders(<WidgetPreviewPane config={config} preview={preview} />, 'en-US')
    fireEvent.click(screen.getByTestId('widget-preview-teaser-button'))
    await waitFor(() => expect(screen.getByText('Welk rijbewijs heb je?')).toBeTruthy())
    expect(calls[0]).toMatchObject({ flowId: 'fl-1', languageTag: 'nl-NL' })
    fireEvent.click(screen.getByTestId('widget-preview-answer'))
    await waitFor(() => expect(screen.getByText('Wanneer kun je beginnen?')).toBeTruthy())
    expect(calls[1]).toMatchObject({ sessionId: 'cs-1', optionId: 'op-c' })
    expect(screen.getByTestId('widget-preview-visitor').textContent).toBe('Rijbewijs C')
    // Typed text goes to the same conversation.
    fireEvent.change(screen.getByTestId('widget-preview-input'), { target: { value: 'Direct' } })
    fireEvent.submit(screen.getByTestId('widget-preview-input').closest('form')!)
    await waitFor(() => expect(calls).toHaveLength(3))
    expect(calls[2]).toMatchObject({ sessionId: 'cs-1', text: 'Direct' })
  })
})
