import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test-utils'
import { PasswordChecklist } from './password-checklist'

function Harness() {
  const [value, setValue] = useState('')
  return (
    <>
      <input aria-label="pw" value={value} onChange={(event) => setValue(event.target.value)} />
      <PasswordChecklist password={value} />
    </>
  )
}

const state = () =>
  Object.fromEntries(
    Array.from(screen.getByTestId('password-checklist').querySelectorAll('[data-criterion]')).map((item) => [
      item.getAttribute('data-criterion'),
      item.getAttribute('data-met') === 'true',
    ]),
  )

describe('PasswordChecklist (spec 000 §5 criteria, live)', () => {
  it('lists the five criteria in English with the special characters', () => {
    renderWithProviders(<PasswordChecklist password="" />, 'en-US')
    const list = within(screen.getByTestId('password-checklist'))
    for (const text of [
      'at least 8 characters',
      'a lowercase letter',
      'an uppercase letter',
      'a digit',
      'a special character (!@#$%^&*)',
    ]) {
      expect(list.getByText(text, { exact: false })).toBeInTheDocument()
    }
  })

  it('ticks criteria off while typing, and says so in words', async () => {
    renderWithProviders(<Harness />)
    expect(state()).toEqual({
      length: false,
      lowercase: false,
      uppercase: false,
      digit: false,
      special: false,
    })
    const input = screen.getByLabelText('pw')
    await userEvent.type(input, 'abc')
    expect(state()).toMatchObject({ lowercase: true, uppercase: false, length: false })
    await userEvent.type(input, 'DEF12')
    expect(state()).toEqual({ length: true, lowercase: true, uppercase: true, digit: true, special: false })
    await userEvent.type(input, '!')
    expect(state()).toEqual({ length: true, lowercase: true, uppercase: true, digit: true, special: true })
    expect(screen.getAllByText(/\(voldaan\)/)).toHaveLength(5)
  })

  it('does not count special characters outside the spec list', async () => {
    renderWithProviders(<Harness />)
    await userEvent.type(screen.getByLabelText('pw'), 'Abcdefg1?')
    expect(state()).toMatchObject({ special: false })
  })
})
