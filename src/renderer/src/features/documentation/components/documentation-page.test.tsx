import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { InterfaceLanguage } from '@shared/domain/languages'
import type { DocumentationArticle } from '@shared/ipc/documentation'
import { defineAbilityFor, type AppAbility } from '@shared/domain/permissions'
import { installFakePortal, renderWithRouter, testSessionInfo, testUser } from '../../../test-utils'
import { DocumentationPage } from './documentation-page'
import { FirstVisitHint } from './first-visit-hint'

const articles: DocumentationArticle[] = [
  {
    id: 'builder',
    title: 'De builder',
    summary: 'Flows bouwen',
    body: 'Bouw flows.\n\n- Eerste stap\n- Tweede stap',
  },
  {
    id: 'calendar',
    title: 'Agenda',
    summary: 'Afspraken',
    body: 'Koppel je agenda. <img src=x onerror="alert(1)"><b>vet</b>',
  },
]

function setup(
  ui: React.ReactElement,
  {
    language = 'nl-NL',
    path = '/documentation',
    answer = () => articles,
    pagesVisited = {},
    ability,
  }: {
    language?: InterfaceLanguage
    path?: string
    answer?: () => unknown
    pagesVisited?: Record<string, unknown>
    ability?: AppAbility
  } = {},
) {
  const portal = installFakePortal({
    'session:get-info': () =>
      testSessionInfo({
        state: { status: 'signed-in', user: testUser(), chatbotId: 'c1', passwordResetRequired: false },
      }),
    'documentation:articles': answer,
    'api:graphql': (input) => {
      const { document, variables } = input as { document: string; variables: { page?: string } }
      if (document.includes('markPageVisited'))
        return {
          markPageVisited: {
            id: 'u1',
            pagesVisited: { ...pagesVisited, [variables.page!]: true },
            isInTkPortal: false,
          },
        }
      return { user: { id: 'u1', pagesVisited, isInTkPortal: false } }
    },
  })
  return { portal, ...renderWithRouter(ui, language, path, [], ability) }
}

/** The page with its search held like the route holds it (the address). */
function Page({ articleId }: { articleId?: string }) {
  const [search, setSearch] = useState('')
  return <DocumentationPage search={search} articleId={articleId} onSearch={setSearch} />
}
const page = (articleId?: string) => <Page articleId={articleId} />

describe('documentation screen', { timeout: 30_000 }, () => {
  it('lists the articles, opens the first, and shows server text as text only', async () => {
    const { portal } = setup(page('calendar'))
    const article = await screen.findByTestId('documentation-article', {}, { timeout: 10_000 })
    expect(within(article).getByRole('heading', { name: 'Agenda' })).toBeInTheDocument()
    // Markup in an article is shown as the characters it is: no element is made from it.
    expect(within(article).getByText(/<img src=x onerror="alert\(1\)"><b>vet<\/b>/)).toBeInTheDocument()
    expect(article.querySelector('img, b')).toBeNull()
    expect(portal.calls.find((c) => c.channel === 'documentation:articles')?.input).toEqual({
      language: 'nl-NL',
    })
  })

  it('filters the list as the user types, and says when nothing matches', async () => {
    setup(page())
    const list = await screen.findByTestId('documentation-list', {}, { timeout: 10_000 })
    expect(within(list).getAllByRole('link')).toHaveLength(2)
    fireEvent.change(screen.getByLabelText('Zoek in de documentatie'), { target: { value: 'eerste stap' } })
    expect(within(screen.getByTestId('documentation-list')).getAllByRole('link')).toHaveLength(1)
    fireEvent.change(screen.getByLabelText('Zoek in de documentatie'), { target: { value: 'salaris' } })
    expect(await screen.findByText('Geen artikelen gevonden')).toBeInTheDocument()
  })

  it('shows the designed empty state (en-US)', async () => {
    setup(page(), { language: 'en-US', answer: () => [] })
    expect(await screen.findByText('No documentation yet', {}, { timeout: 10_000 })).toBeInTheDocument()
  })

  it('shows the error with a retry when the articles cannot be read', async () => {
    setup(page(), { language: 'en-US', answer: () => Promise.reject({ code: 'internal', message: 'down' }) })
    expect(await screen.findByRole('button', { name: /try again/i }, { timeout: 10_000 })).toBeInTheDocument()
  })
})

describe('first-visit hint', { timeout: 30_000 }, () => {
  it('shows once on an area with an article, and closing it marks the page seen', async () => {
    const { portal } = setup(<FirstVisitHint />, { path: '/builder/flow-1' })
    const hint = await screen.findByTestId('first-visit-hint', {}, { timeout: 10_000 })
    expect(within(hint).getByRole('link', { name: 'Lees de uitleg' })).toBeInTheDocument()
    expect(hint).toHaveTextContent('hoe “De builder” werkt')
    fireEvent.click(within(hint).getByRole('button', { name: 'Begrepen' }))
    await waitFor(() => expect(screen.queryByTestId('first-visit-hint')).toBeNull())
    const marked = portal.calls.find(
      (c) =>
        c.channel === 'api:graphql' && (c.input as { document: string }).document.includes('markPageVisited'),
    )
    expect((marked?.input as { variables: unknown }).variables).toEqual({ page: 'builder' })
  })

  it('stays away on a page already seen, and on an area without an article', async () => {
    for (const [path, pagesVisited] of [
      ['/builder', { builder: true }],
      ['/inbox', {}],
      // Screens laid out to the window's height get none (their article exists: builder).
      ['/builder/flow-1/tree', {}],
    ] as const) {
      const { portal, unmount } = setup(
        <>
          <FirstVisitHint />
          {page()}
        </>,
        { path, pagesVisited },
      )
      // Both the articles and the flags are in before the hint is looked for.
      await screen.findByTestId('documentation-list', {}, { timeout: 10_000 })
      await waitFor(() => expect(portal.calls.some((c) => c.channel === 'api:graphql')).toBe(true))
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(screen.queryByTestId('first-visit-hint')).toBeNull()
      unmount()
    }
  })

  it('is not shown to, nor are the articles asked for by, a user the documentation is not for', async () => {
    const { portal } = setup(<FirstVisitHint />, {
      path: '/builder/flow-1',
      ability: defineAbilityFor({ role: 'PARTNER', isSuperuser: false }),
    })
    await waitFor(() => expect(portal.calls.some((c) => c.channel === 'api:graphql')).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(portal.calls.some((c) => c.channel === 'documentation:articles')).toBe(false)
    expect(screen.queryByTestId('first-visit-hint')).toBeNull()
  })
})
