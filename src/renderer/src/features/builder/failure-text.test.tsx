import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { builderFieldMessages } from '@shared/domain/builder-field-messages'
import { renderWithProviders } from '../../test-utils'
import { useFieldMessage } from './failure-text'

function Shown({ message }: { message: string }) {
  return <p data-testid="message">{useFieldMessage()(message)}</p>
}

/** The sandbox's builder field messages (English on the wire) are shown in the interface language. */
describe('builder field messages', () => {
  it('shows each of them in Dutch for a Dutch user', async () => {
    for (const message of Object.values(builderFieldMessages)) {
      const { unmount } = renderWithProviders(<Shown message={message} />, 'nl-NL')
      const text = (await screen.findByTestId('message')).textContent
      expect(text, message).not.toBe(message)
      unmount()
    }
  })

  it('names the limits in the language’s numbers, and leaves an unknown text as it came', async () => {
    const { unmount } = renderWithProviders(<Shown message={builderFieldMessages.flowLimit} />, 'nl-NL')
    expect((await screen.findByTestId('message')).textContent).toBe(
      'Een chatbot heeft hoogstens 9.999 flows.',
    )
    unmount()
    renderWithProviders(<Shown message="Something else" />, 'en-US')
    expect((await screen.findByTestId('message')).textContent).toBe('Something else')
  })
})
