import {
  Anchor,
  Group,
  Image,
  List,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Typography,
  VisuallyHidden,
} from '@mantine/core'
import { useState, useSyncExternalStore, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isInterfaceLanguage, type InterfaceLanguage } from '@shared/domain/languages'
import type { BlogArticle } from '@shared/ipc/dashboard'
import { portal } from '../../../lib/portal'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { IconCircle, IconCircleCheck } from '../../../ui/icons'
import { QueryContent } from '../../../ui/query-states'
import { SafeMarkup } from '../../../ui/safe-markup'
import { SectionCard } from '../../../ui/section-card'
import { useBlogArticles, useDashboardContent } from '../api/dashboard'

/**
 * The dashboard (spec 000 §2 'Dashboard'): getting started, release notes and the blog's 5 latest
 * articles, after the cards other features lend it (`leading`: the route puts the 30-day candidate summary
 * and the shortcuts there). `gettingStartedAction` is the way on from getting started that another feature
 * lends it (the route puts the quick-start wizard's link there), shown whatever the steps' state. Each card loads, fails and is empty on its own: a blog that cannot be read
 * never takes the rest of the page with it.
 */
export function DashboardPage({
  leading,
  gettingStartedAction,
}: {
  leading?: ReactNode
  gettingStartedAction?: ReactNode
}) {
  const { t, i18n } = useTranslation('dashboard')
  const chatbot = useSelectedChatbot()
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'nl-NL'
  if (!chatbot) return <Text>{t('noChatbot')}</Text>
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {leading}
        <GettingStartedCard chatbotId={chatbot.id} language={language} action={gettingStartedAction} />
        <ReleaseNotesCard chatbotId={chatbot.id} language={language} />
        <BlogCard chatbotId={chatbot.id} />
      </SimpleGrid>
    </Stack>
  )
}

function GettingStartedCard({
  chatbotId,
  language,
  action,
}: {
  chatbotId: string
  language: InterfaceLanguage
  action?: ReactNode
}) {
  const { t } = useTranslation('dashboard')
  const content = useDashboardContent(chatbotId, language)
  return (
    <SectionCard title={t('gettingStarted.title')} testId="dashboard-getting-started">
      <QueryContent
        query={content}
        isEmpty={(data) => !data?.gettingStarted.length}
        empty={t('gettingStarted.empty')}
        namespace="dashboard"
      >
        {(data) => {
          const steps = data?.gettingStarted ?? []
          const done = steps.filter((step) => step.done).length
          return (
            <>
              <Text size="sm">{t('gettingStarted.progress', { done, total: steps.length })}</Text>
              <Progress value={(done / steps.length) * 100} aria-hidden size="sm" />
              <List spacing="xs" listStyleType="none" ml={0} pl={0}>
                {steps.map((step) => (
                  <List.Item
                    key={step.order}
                    data-done={step.done}
                    icon={
                      <ThemeIcon color={step.done ? 'teal' : 'gray'} variant="light" size={22} radius="xl">
                        {step.done ? <IconCircleCheck size={16} /> : <IconCircle size={16} />}
                      </ThemeIcon>
                    }
                  >
                    <Text span>{step.title}</Text>{' '}
                    <Text span size="sm" c="dimmed">
                      ({step.done ? t('gettingStarted.done') : t('gettingStarted.todo')})
                    </Text>
                  </List.Item>
                ))}
              </List>
            </>
          )
        }}
      </QueryContent>
      {action}
    </SectionCard>
  )
}

function ReleaseNotesCard({ chatbotId, language }: { chatbotId: string; language: InterfaceLanguage }) {
  const { t } = useTranslation('dashboard')
  const content = useDashboardContent(chatbotId, language)
  return (
    <SectionCard title={t('releaseNotes.title')} testId="dashboard-release-notes">
      <QueryContent
        query={content}
        isEmpty={(data) => !data?.releaseNotes.length}
        empty={t('releaseNotes.empty')}
        namespace="dashboard"
      >
        {(data) =>
          (data?.releaseNotes ?? []).map((note) => (
            <div key={note.release}>
              <Text fw={600}>{t('releaseNotes.release', { release: note.release })}</Text>
              <List size="sm" spacing={2}>
                {note.notes.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            </div>
          ))
        }
      </QueryContent>
    </SectionCard>
  )
}

function BlogCard({ chatbotId }: { chatbotId: string }) {
  const { t } = useTranslation('dashboard')
  const articles = useBlogArticles(chatbotId)
  // Main answers [] when the feed cannot be read: the card says so, without an error for a side card.
  const readable = articles.isError ? { ...articles, isError: false, data: [] } : articles
  return (
    <SectionCard title={t('blog.title')} testId="dashboard-blog">
      <QueryContent
        query={readable}
        isEmpty={(data) => data.length === 0}
        empty={t('blog.empty')}
        namespace="dashboard"
      >
        {(data) => (
          <Stack gap="md">
            {data.map((article) => (
              <BlogEntry key={article.link ?? article.title} article={article} />
            ))}
          </Stack>
        )}
      </QueryContent>
    </SectionCard>
  )
}

function BlogEntry({ article }: { article: BlogArticle }) {
  const { t, i18n } = useTranslation('dashboard')
  const published = article.publishedAt
    ? new Date(article.publishedAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' })
    : null
  const open = (link: string) => void portal().app.openExternal({ url: link })
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm" data-testid="dashboard-blog-article">
      {article.img && <BlogImage src={article.img} />}
      <Stack gap={2} style={{ minWidth: 0 }}>
        {article.link ? (
          <Anchor
            href={article.link}
            fw={600}
            onClick={(event) => {
              // Articles open in the user's browser, never inside the portal's window.
              event.preventDefault()
              open(article.link!)
            }}
          >
            {article.title} <VisuallyHidden>{t('blog.opensInBrowser')}</VisuallyHidden>
          </Anchor>
        ) : (
          <Text fw={600}>{article.title}</Text>
        )}
        {published && (
          <Text size="xs" c="dimmed">
            {published}
          </Text>
        )}
        {/* Sanitised by main (a few inline tags, no attributes: main/dashboard/blog-feed.ts), and built
            here from the same few tags again, never through innerHTML. */}
        <Typography fz="sm">
          <div data-testid="dashboard-blog-snippet">
            <SafeMarkup html={article.snippet} />
          </div>
        </Typography>
      </Stack>
    </Group>
  )
}

/**
 * A decorative thumbnail; one that does not load (gone) leaves no broken-image box behind. Offline none is
 * asked for at all: each would only fail, with an error in the console.
 */
function BlogImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false)
  const online = useSyncExternalStore(subscribeToOnline, () => navigator.onLine)
  if (failed || !online) return null
  return <Image src={src} alt="" w={64} h={64} radius="sm" fit="cover" onError={() => setFailed(true)} />
}

function subscribeToOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}
