import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defineAbilityFor } from '@shared/domain/permissions'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { FacebookLeadsContent } from './facebook-leads-page'

const vacatures = {
  id: 'fbp-1',
  pageId: '104857600123456',
  pageName: 'Talentbrug Vacatures',
  isActive: false,
}
const techniek = {
  id: 'fbp-2',
  pageId: '104857600234567',
  pageName: 'Talentbrug Techniek Werkt',
  isActive: false,
}

type Gql = { document: string; variables: Record<string, unknown> }

/** A chatbot server with the vacatures page connected; `connect` answers facebookPageUpdate. */
function fakeServer(
  connect: () => unknown = () => ({ ok: true, code: null, errorMessage: null, pages: [techniek, vacatures] }),
) {
  return installFakePortal({
    'api:graphql': (input) => {
      const { document } = input as Gql
      if (document.includes('allFacebookPages')) return { allFacebookPages: [vacatures] }
      if (document.includes('facebookPageUpdate'))
        return Promise.resolve(connect()).then((facebookPageUpdate) => ({ facebookPageUpdate }))
      if (document.includes('deleteFacebookPage'))
        return { deleteFacebookPage: { ok: true, code: null, errorMessage: null, errors: [] } }
      throw { code: 'internal', message: 'unexpected' }
    },
  })
}
const sent = (portal: ReturnType<typeof fakeServer>, name: string) =>
  portal.calls.filter((c) => c.channel === 'api:graphql' && (c.input as Gql).document.includes(name))

const token = 'EAAGm0PX4ZCpsBAKZBZCvalidshortlived'

describe('Facebook lead forms tab', () => {
  it('connects once on a double click and keeps no token in the page', async () => {
    let answer = () => {}
    const later = new Promise<void>((resolve) => (answer = resolve))
    const portal = fakeServer(() =>
      later.then(() => ({ ok: true, code: null, errorMessage: null, pages: [techniek, vacatures] })),
    )
    renderWithProviders(<FacebookLeadsContent chatbotId="cb-1" />, 'en-US')
    await screen.findByText('Talentbrug Vacatures')
    const field = screen.getByLabelText(/User access token/) as HTMLInputElement
    fireEvent.change(field, { target: { value: token } })
    const submit = screen.getByTestId('facebook-connect-submit')
    fireEvent.click(submit)
    fireEvent.click(submit)
    // Pasted again and submitted by Enter while the first connect is still on its way: still one call.
    await waitFor(() => expect(sent(portal, 'facebookPageUpdate')).toHaveLength(1))
    expect(field.value).toBe('')
    fireEvent.change(field, { target: { value: token } })
    fireEvent.submit(field.closest('form')!)
    await new Promise((resolve) => setTimeout(resolve, 50))
    answer()
    expect((await screen.findByTestId('facebook-connected')).textContent).toBe(
      'Connected: 2 pages. Switch on the pages whose leads the chatbot should take in.',
    )
    expect(sent(portal, 'facebookPageUpdate')).toHaveLength(1)
    expect((sent(portal, 'facebookPageUpdate')[0]!.input as Gql).variables).toEqual({ token })
    expect(document.body.textContent).not.toContain(token)
    expect(screen.getByText('Talentbrug Techniek Werkt')).toBeTruthy()
  })

  it('shows Facebook’s own message when it refuses the token', async () => {
    fakeServer(() => ({
      ok: false,
      code: 'facebook_connect_failed',
      errorMessage: 'Error validating access token: Session has expired.',
      pages: [vacatures],
    }))
    renderWithProviders(<FacebookLeadsContent chatbotId="cb-1" />, 'nl-NL')
    await screen.findByText('Talentbrug Vacatures')
    fireEvent.change(screen.getByLabelText(/Gebruikerstoegangstoken/), { target: { value: token } })
    fireEvent.click(screen.getByTestId('facebook-connect-submit'))
    const alert = await screen.findByTestId('facebook-connect-error')
    expect(alert.textContent).toContain('Facebook heeft de koppeling niet geaccepteerd')
    expect(alert.textContent).toContain('Error validating access token: Session has expired.')
  })

  it('refuses a pasted text with spaces before anything is sent', async () => {
    const portal = fakeServer()
    renderWithProviders(<FacebookLeadsContent chatbotId="cb-1" />, 'en-US')
    await screen.findByText('Talentbrug Vacatures')
    fireEvent.change(screen.getByLabelText(/User access token/), { target: { value: 'EAA abc def' } })
    fireEvent.click(screen.getByTestId('facebook-connect-submit'))
    expect(
      await screen.findByText('This is not an access token: it has spaces or characters a token never has.'),
    ).toBeTruthy()
    expect(sent(portal, 'facebookPageUpdate')).toHaveLength(0)
  })

  it('disconnects only after the confirmation, with the spec’s JSON', async () => {
    const portal = fakeServer()
    renderWithProviders(<FacebookLeadsContent chatbotId="cb-1" />, 'en-US')
    fireEvent.click(await screen.findByTestId('facebook-disconnect'))
    const modal = await screen.findByTestId('facebook-disconnect-modal')
    expect(sent(portal, 'deleteFacebookPage')).toHaveLength(0)
    fireEvent.click(within(modal).getByTestId('facebook-disconnect-confirm'))
    await waitFor(() => expect(sent(portal, 'deleteFacebookPage')).toHaveLength(1))
    expect((sent(portal, 'deleteFacebookPage')[0]!.input as Gql).variables).toEqual({
      data: { page_id: vacatures.pageId, page_name: vacatures.pageName, is_active: false },
    })
  })

  it('shows team leads the pages read-only', async () => {
    fakeServer()
    renderWithProviders(
      <FacebookLeadsContent chatbotId="cb-1" />,
      'en-US',
      defineAbilityFor({ role: 'TEAM_LEAD' }),
    )
    await screen.findByText('Talentbrug Vacatures')
    expect(screen.queryByTestId('facebook-connect')).toBeNull()
    expect(screen.queryByTestId('facebook-page-active')).toBeNull()
    expect(screen.queryByTestId('facebook-disconnect')).toBeNull()
    expect(screen.getByText('Off')).toBeTruthy()
  })
})
