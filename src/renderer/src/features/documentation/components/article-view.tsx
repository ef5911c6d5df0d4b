import { List, Stack, Text, Title } from '@mantine/core'
import type { DocumentationArticle } from '@shared/ipc/documentation'
import { bodyBlocks } from '../search'

/**
 * One help article. Its text comes from a server: shown as React text only (paragraphs and list items),
 * never parsed as markup (QUALITY SEC-14), so `<b>` in an article is shown as the characters it is.
 */
export function ArticleView({ article }: { article: DocumentationArticle }) {
  return (
    <Stack
      gap="sm"
      component="article"
      aria-labelledby={`doc-${article.id}`}
      data-testid="documentation-article"
    >
      <Title order={2} fz="h3" id={`doc-${article.id}`}>
        {article.title}
      </Title>
      {article.summary && (
        <Text fw={500} c="dimmed">
          {article.summary}
        </Text>
      )}
      {bodyBlocks(article.body).map((block, index) =>
        block.kind === 'list' ? (
          <List key={index} spacing={4}>
            {block.items.map((item, i) => (
              <List.Item key={i}>{item}</List.Item>
            ))}
          </List>
        ) : (
          <Text key={index}>{block.text}</Text>
        ),
      )}
    </Stack>
  )
}
