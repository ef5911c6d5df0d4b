import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test-utils'
import { TemplatePreview } from './whatsapp-template-preview'

const hostile =
  '<img src="https://evil.example/t.gif" onerror="alert(1)"><a href="https://evil.example/sign-in">Log in</a>' +
  '<div style="position:fixed;inset:0">Sessie verlopen</div>'

describe('TemplatePreview (SEC-14)', () => {
  it('shows markup from a template (body, header, footer, button, example values) as text', () => {
    renderWithProviders(
      <TemplatePreview
        variation={{
          languageTag: 'nl',
          content: `Hoi {{1}} ${hostile}`,
          attachmentTitle: hostile,
          footer: hostile,
          buttons: [{ actionType: null, text: '<b>Ja</b>' }],
        }}
        parameters={[{ name: 'naam', index: 1, example: '<script>alert(2)</script>' }]}
        attachmentType="TEXT"
        buttonType="QUICK_REPLY"
      />,
      'nl-NL',
    )
    const preview = screen.getByTestId('preview-nl')
    expect(screen.getByTestId('preview-body').textContent).toBe(`Hoi <script>alert(2)</script> ${hostile}`)
    expect(screen.getByTestId('preview-header').textContent).toBe(hostile)
    expect(screen.getByTestId('preview-footer').textContent).toBe(hostile)
    expect(screen.getByTestId('preview-button').textContent).toContain('<b>Ja</b>')
    expect(preview.querySelector('img, a, script, b, [onerror], [href]')).toBeNull()
    expect(preview.querySelector('[style*="position:fixed"], [style*="position: fixed"]')).toBeNull()
  })
})
