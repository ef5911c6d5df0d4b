import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../test-utils'
import { FlowNameInput } from './flow-name-input'

describe("a flow's name field", { timeout: 30_000 }, () => {
  it('says a blank name is missing only once the form was submitted, and takes at most 200 characters', () => {
    const show = (value: string, tried: boolean) =>
      renderWithProviders(
        <FlowNameInput value={value} onChange={() => undefined} tried={tried} testId="name" />,
        'en-US',
      ).unmount
    let unmount = show('  ', false)
    const input = screen.getByTestId('name')
    expect(input).toHaveAttribute('maxlength', '200')
    expect(screen.getByText('Name')).toBeInTheDocument()
    expect(screen.queryByText('Please fill in this field.')).toBeNull()
    unmount()
    unmount = show('  ', true)
    expect(screen.getByText('Please fill in this field.')).toBeInTheDocument()
    unmount()
    show('Chauffeur', true)
    expect(screen.queryByText('Please fill in this field.')).toBeNull()
  })
})
