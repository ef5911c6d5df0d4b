import { Card, Grid, NavLink, Stack, Text, TextInput, Title, type NavLinkProps } from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { isInterfaceLanguage } from '@shared/domain/languages'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { EmptyState } from '../../../ui/empty-state'
import { IconSearch } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useDocumentation } from '../api/documentation'
import { searchArticles } from '../search'
import { ArticleView } from './article-view'

/** An article in the list: a link (keyboard, screen reader and address agree), drawn as a navigation entry. */
const ArticleLink = createLink(
  forwardRef<HTMLAnchorElement, NavLinkProps & AnchorHTMLAttributes<HTMLAnchorElement>>(
    function ArticleLink(props, ref) {
      return <NavLink ref={ref} component="a" {...props} />
    },
  ),
)

/**
 * The documentation (spec 000 §1 "view documentation"): the realtime store's help articles, searched in
 * title, summary and body as the user types (a local filter of a few dozen articles: nothing to debounce),
 * and one article read beside the list. The search and the open article live in the address, so the
 * empty states of other screens link straight to "their" article.
 */
export function DocumentationPage({
  search,
  articleId,
  onSearch,
}: {
  search: string
  articleId: string | undefined
  onSearch: (search: string) => void
}) {
  const { t, i18n } = useTranslation('documentation')
  const chatbot = useSelectedChatbot()
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'nl-NL'
  const typed = search
  const documentation = useDocumentation(chatbot?.id ?? '', language)

  const header = (
    <div>
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('intro')}</Text>
    </div>
  )
  if (!chatbot)
    return (
      <Stack gap="md">
        {header}
        <Text>{t('noChatbot')}</Text>
      </Stack>
    )

  const body = () => {
    if (documentation.isPending) return <LoadingSkeleton rows={6} label={t('loading')} />
    if (documentation.isError)
      return (
        <ErrorState
          error={documentation.error}
          onRetry={() => void documentation.refetch()}
          namespace="documentation"
        />
      )
    const articles = documentation.data ?? []
    if (articles.length === 0)
      return <EmptyState title={t('empty.title')} body={t('empty.body')} testId="documentation-empty" />
    const results = searchArticles(articles, typed)
    // The asked article, even when the search hides it (a link from another screen names it); else the
    // first hit. Typing a search forgets the asked article (the route), so the first hit follows the search.
    const open = articles.find((a) => a.id === articleId) ?? results[0]
    return (
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          {results.length === 0 ? (
            <EmptyState
              title={t('noResults.title')}
              body={t('noResults.body', { search: typed.trim() })}
              testId="documentation-no-results"
            />
          ) : (
            <Stack gap={2} component="nav" aria-label={t('list')} data-testid="documentation-list">
              {results.map((article) => (
                <ArticleLink
                  key={article.id}
                  to="/documentation"
                  search={{ q: typed.trim() || undefined, article: article.id }}
                  replace
                  label={article.title}
                  description={article.summary}
                  active={article.id === open?.id}
                  aria-current={article.id === open?.id ? 'page' : undefined}
                  // Mantine fades the active entry's summary (opacity 0.9), below AA contrast on its tint: full colour.
                  styles={{ description: { whiteSpace: 'normal', color: 'inherit', opacity: 1 } }}
                />
              ))}
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {open && (
            <Card withBorder radius="md" padding="lg">
              <ArticleView article={open} />
            </Card>
          )}
        </Grid.Col>
      </Grid>
    )
  }

  return (
    <Stack gap="md">
      {header}
      <TextInput
        type="search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        maw={480}
        onChange={(event) => onSearch(event.currentTarget.value)}
        data-testid="documentation-search"
      />
      {body()}
    </Stack>
  )
}
