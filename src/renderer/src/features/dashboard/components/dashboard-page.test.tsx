import { act, cleanup, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { InterfaceLanguage } from '@shared/domain/languages'
import type { BlogArticle, DashboardContent } from '@shared/ipc/dashboard'
import { installFakePortal, renderWithRouter, testSessionInfo, testUser } from '../../../test-utils'
import { DashboardPage } from './dashboard-page'

const content: DashboardContent = {
  gettingStarted: [
    { order: 1, title: 'Koppel je ATS', done: true },
    { order: 2, title: 'Stel je widget in', done: false },
    { order: 3, title: 'Verstuur je eerste campagne', done: false },
  ],
  releaseNotes: [{ release: '2026.1', notes: ['Nieuwe Smart Inbox-filters'] }],
}
const article: BlogArticle = {
  title: 'Sneller werven met WhatsApp',
  link: 'https://blog.example/whatsapp',
  snippet: 'Vijf tips <b>voor recruiters</b>',
  img: null,
  publishedAt: '2026-11-20T09:00:00Z',
}

function renderDashboard(
  language: InterfaceLanguage,
  answers: { content?: () => unknown; blog?: () => unknown } = {},
  gettingStartedAction?: ReactNode,
) {
  const portal = installFakePortal({
    'session:get-info': () =>
      testSessionInfo({
        state: { status: 'signed-in', user: testUser(), chatbotId: 'c1', passwordResetRequired: false },
      }),
    'dashboard:content': answers.content ?? (() => content),
    'dashboard:blog-articles': answers.blog ?? (() => [article]),
    'app:open-external': () => undefined,
  })
  renderWithRouter(<DashboardPage gettingStartedAction={gettingStartedAction} />, language)
  return portal
}

describe('dashboard', { timeout: 30_000 }, () => {
  it('shows getting started with its progress, release notes and the blog, in Dutch', async () => {
    const portal = renderDashboard('nl-NL')
    const steps = await screen.findByTestId('dashboard-getting-started')
    expect(await within(steps).findByText('1 van 3 stappen gedaan')).toBeInTheDocument()
    expect(within(steps).getByText('Koppel je ATS').closest('[data-done]')).toHaveAttribute(
      'data-done',
      'true',
    )
    expect(
      within(screen.getByTestId('dashboard-release-notes')).getByText('Versie 2026.1'),
    ).toBeInTheDocument()
    const blog = await screen.findByTestId('dashboard-blog-article')
    // The snippet's safe markup is kept (main sanitised it), the link says where it opens.
    expect(within(blog).getByText('voor recruiters').tagName).toBe('B')
    within(blog)
      .getByRole('link', { name: /Sneller werven met WhatsApp \(opent in je browser\)/ })
      .click()
    expect(portal.calls.find((call) => call.channel === 'app:open-external')?.input).toEqual({
      url: 'https://blog.example/whatsapp',
    })
    // The content is asked for in the interface language.
    expect(portal.calls.find((call) => call.channel === 'dashboard:content')?.input).toEqual({
      language: 'nl-NL',
    })
  })

  it('shows an article’s thumbnail online and asks for none offline', async () => {
    const withImage = { ...article, img: 'http://127.0.0.1:4100/blog/images/tips.svg' }
    renderDashboard('nl-NL', { blog: () => [withImage] })
    const blog = await screen.findByTestId('dashboard-blog-article')
    expect(blog.querySelector('img')?.getAttribute('src')).toBe(withImage.img)
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      act(() => void window.dispatchEvent(new Event('offline')))
      expect(blog.querySelector('img')).toBeNull()
    } finally {
      onLine.mockRestore()
      act(() => void window.dispatchEvent(new Event('online')))
    }
    expect(blog.querySelector('img')).not.toBeNull()
  })

  it('keeps the other cards when the blog cannot be read, and says when there is nothing yet (en-US)', async () => {
    renderDashboard('en-US', { content: () => ({ gettingStarted: [], releaseNotes: [] }), blog: () => [] })
    expect(await screen.findByText('The blog cannot be read right now. Try again later.')).toBeInTheDocument()
    expect(await screen.findByText('There are no steps to take yet.')).toBeInTheDocument()
    expect(screen.getByText('There are no release notes yet.')).toBeInTheDocument()
  })

  it('puts the way on from getting started in its card, with steps, without and after a failed load', async () => {
    const action = <a href="#/wizard">Open the quick start</a>
    for (const answer of [
      () => content,
      () => ({ gettingStarted: [], releaseNotes: [] }),
      () => Promise.reject({ code: 'internal', message: 'down' }),
    ]) {
      renderDashboard('en-US', { content: answer }, action)
      const card = await screen.findByTestId('dashboard-getting-started')
      expect(await within(card).findByText(/steps done|no steps|try again/i)).toBeInTheDocument()
      expect(within(card).getByRole('link', { name: 'Open the quick start' })).toBeInTheDocument()
      cleanup()
    }
  })

  it('shows a retry in a card whose content failed, without hiding the blog', async () => {
    renderDashboard('en-US', { content: () => Promise.reject({ code: 'internal', message: 'down' }) })
    const steps = await screen.findByTestId('dashboard-getting-started')
    expect(await within(steps).findByRole('button', { name: /try again/i })).toBeInTheDocument()
    expect(await screen.findByTestId('dashboard-blog-article')).toBeInTheDocument()
  })

  it('shows a hostile snippet as text: no image, link, style or overlay reaches the screen', async () => {
    // What main would send if its sanitiser were bypassed (an escaped tag decoded back into markup).
    const hostile: BlogArticle = {
      ...article,
      snippet:
        '<p>Lees <strong>dit</strong><img src="https://evil.example/t.gif" onerror="alert(1)">' +
        '<a href="https://evil.example/sign-in">Log opnieuw in</a>' +
        '<div style="position:fixed;inset:0;z-index:9999" data-testid="overlay">Sessie verlopen</div>' +
        '<script>alert(2)</script><style>body{display:none}</style><svg><a href="#">x</a></svg></p>',
    }
    renderDashboard('nl-NL', { blog: () => [hostile] })
    const blog = await screen.findByTestId('dashboard-blog-article')
    const snippet = within(blog).getByTestId('dashboard-blog-snippet')
    expect(within(snippet).getByText('dit').tagName).toBe('STRONG')
    expect(snippet.textContent).toContain('Log opnieuw in')
    expect(snippet.textContent).toContain('Sessie verlopen')
    expect(snippet.querySelector('img, a, div, script, style, svg, [style], [onerror], [href]')).toBeNull()
    expect(snippet.textContent).not.toContain('alert')
  })
})
