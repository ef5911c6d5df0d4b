import { Alert, Button, Group, Text } from '@mantine/core'
import { useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { isInterfaceLanguage } from '@shared/domain/languages'
import { hasVisited, pageOfPath } from '@shared/domain/pages-visited'
import { useAppAbility } from '../../../lib/ability'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { AnchorLink } from '../../../ui/anchor-link'
import { IconHelpCircle } from '../../../ui/icons'
import { useDocumentation } from '../api/documentation'
import { useMarkPageVisited, useUserFlags } from '../api/user-flags'

/**
 * The first time a user opens an area that has a help article, a short hint above the screen links to it
 * (User.pagesVisited, docs/decisions/documentation.md). Closing it, or following its link, marks the area
 * seen for good, on every computer the user signs in on. Nothing shows while the flags or the articles are
 * loading or failed: a hint is never worth an error.
 */
/**
 * Screens laid out to the window's height (the Smart Inbox's panes, the flow tree's canvas): a hint above
 * them would push their bottom out of the window and make the page itself scroll. They get none; the
 * header's help button leads to their articles.
 */
function fillsWindow(pathname: string): boolean {
  return pathname === '/inbox' || pathname.startsWith('/inbox/') || pathname.endsWith('/tree')
}

export function FirstVisitHint() {
  const { t, i18n } = useTranslation('documentation')
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const chatbot = useSelectedChatbot()
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'nl-NL'
  const flags = useUserFlags()
  // Only for those the documentation screen is for (its route's right): a partner is never asked to read it,
  // and the server would refuse them the articles anyway.
  const mayRead = useAppAbility().can('read', 'Dashboard')
  const documentation = useDocumentation(chatbot?.id ?? '', language, mayRead && Boolean(chatbot))
  const mark = useMarkPageVisited()
  const page = fillsWindow(pathname) ? null : pageOfPath(pathname)
  // The documentation screen explains itself; elsewhere only an area with its own article gets a hint.
  if (!mayRead || !page || page === 'documentation' || !chatbot || !flags.data) return null
  if (hasVisited(flags.data.pagesVisited, page)) return null
  const article = documentation.data?.find((a) => a.id === page)
  if (!article) return null
  const seen = () => mark.mutate(page)
  return (
    <Alert
      variant="light"
      color="blue"
      mb="md"
      icon={<IconHelpCircle size={20} aria-hidden />}
      title={t('hint.title')}
      // A hint, not an alarm: Mantine's default role "alert" would interrupt a screen reader.
      role="note"
      data-testid="first-visit-hint"
      data-page={page}
    >
      <Text size="sm">{t('hint.body', { title: article.title })}</Text>
      <Group gap="sm" mt="xs">
        <AnchorLink to="/documentation" search={{ article: article.id }} size="sm" fw={600} onClick={seen}>
          {/* The article's title is in the sentence above: in the link it would share its name with the
              area's own navigation entry ("Automatiseringen"), two links one name. */}
          {t('hint.open')}
        </AnchorLink>
        <Button size="compact-sm" variant="subtle" onClick={seen}>
          {t('hint.dismiss')}
        </Button>
      </Group>
    </Alert>
  )
}
