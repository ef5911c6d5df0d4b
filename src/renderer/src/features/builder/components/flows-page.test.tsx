import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { AddFlowModal } from './flows-page'

describe('a new flow', { timeout: 30_000 }, () => {
  it('without a name says so in the interface language and sends nothing (not the browser bubble)', async () => {
    const portal = installFakePortal({})
    renderWithProviders(<AddFlowModal takenKinds={new Set()} onClose={() => undefined} />, 'nl-NL')
    const dialog = await screen.findByRole('dialog')
    expect(dialog.querySelector('form')).toHaveAttribute('novalidate')
    await userEvent.type(within(dialog).getByTestId('flow-name'), '   ')
    await userEvent.click(within(dialog).getByTestId('flow-create'))
    expect(await within(dialog).findByText('Vul dit veld in.')).toBeInTheDocument()
    expect(portal.calls).toEqual([])
  })
})
