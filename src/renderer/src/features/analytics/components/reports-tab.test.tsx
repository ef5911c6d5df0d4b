import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { InterfaceLanguage } from '@shared/domain/languages'
import { installFakePortal, renderWithRouter } from '../../../test-utils'
import { ReportsTab } from './reports-tab'

const reports = [{ id: 'cr-weekly', title: 'Weekrapport kandidaten', description: 'Per flow.' }]

function renderTab(language: InterfaceLanguage, answer: { ok: boolean } = { ok: true }) {
  const portal = installFakePortal({
    'api:graphql': async (input) => {
      const { document } = input as { document: string }
      if (document.includes('GenerateCustomReport')) {
        // Slow enough for a double click to arrive while the first request is on its way.
        await new Promise((resolve) => setTimeout(resolve, 50))
        return {
          generateCustomReport: {
            ...answer,
            errorMessage: answer.ok ? null : 'Something went wrong, check the fields and try again',
            errors: [],
          },
        }
      }
      if (document.includes('CustomReports')) return { allCustomReports: reports }
      throw { code: 'internal', message: 'not expected in this test' }
    },
  })
  renderWithRouter(
    <ReportsTab
      scope={{ chatbotId: 'c1', projectId: 'werving' }}
      range={{ startDate: '2026-11-01', endDate: '2026-11-23' }}
    />,
    language,
  )
  const generated = () =>
    portal.calls.filter((call) =>
      (call.input as { document?: string }).document?.includes('GenerateCustomReport'),
    )
  return { generated }
}

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: /Rapport aanvragen|Request report/ }))
  return screen.getByTestId('report-form')
}

describe('custom reports (spec 000 §5 Analytics report)', { timeout: 30_000 }, () => {
  it('asks for at least one address, each valid, and a start before the end, before anything is sent', async () => {
    const { generated } = renderTab('nl-NL')
    const form = await openForm()
    await userEvent.click(within(form).getByRole('button', { name: 'Versturen' }))
    expect(await within(form).findByText('Vul de verplichte velden in')).toBeInTheDocument()
    const emails = within(form).getByRole('combobox', { name: /E-mailadressen/ })
    await userEvent.type(emails, 'recruiter@talentbrug{Enter}')
    await userEvent.click(within(form).getByRole('button', { name: 'Versturen' }))
    expect(await within(form).findByText('Vul een geldig e-mailadres in.')).toBeInTheDocument()
    // An end before the start (typed in Dutch order) is refused too.
    const to = within(form).getByTestId('report-to')
    await userEvent.clear(to)
    await userEvent.type(to, '01-10-2026')
    await userEvent.tab()
    await userEvent.click(within(form).getByRole('button', { name: 'Versturen' }))
    expect(await within(form).findByText('De starttijd moet vóór de eindtijd liggen.')).toBeInTheDocument()
    expect(generated()).toEqual([])
  })

  it('sends once on a double click and says where the report goes', async () => {
    const { generated } = renderTab('en-US')
    const form = await openForm()
    await userEvent.type(
      within(form).getByRole('combobox', { name: /E-mail addresses/ }),
      'lisa@talentbrug.nl, mark@talentbrug.nl{Enter}',
    )
    await userEvent.dblClick(within(form).getByRole('button', { name: 'Send' }))
    expect(await within(form).findByTestId('report-sent')).toHaveTextContent(
      'The report is being made and will be sent to lisa@talentbrug.nl, mark@talentbrug.nl.',
    )
    expect(generated()).toHaveLength(1)
    expect((generated()[0]!.input as { variables: unknown }).variables).toEqual({
      id: 'cr-weekly',
      emails: ['lisa@talentbrug.nl', 'mark@talentbrug.nl'],
      startDate: '2026-11-01',
      endDate: '2026-11-23',
    })
  })

  it("shows the spec's message when the server refuses", async () => {
    renderTab('en-US', { ok: false })
    const form = await openForm()
    await userEvent.type(
      within(form).getByRole('combobox', { name: /E-mail addresses/ }),
      'lisa@talentbrug.nl{Enter}',
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }))
    expect(await within(form).findByTestId('report-failed')).toHaveTextContent(
      'Something went wrong, check the fields and try again',
    )
  })
})
