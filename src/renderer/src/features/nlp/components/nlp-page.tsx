import { Stack, Tabs, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNlpScope } from '../scope'
import type { NlpSearch, NlpTab } from '../search'
import { EntitiesPanel } from './entities-panel'
import { IntentsPanel } from './intents-panel'
import { TrainingBar } from './training-bar'
import { TryItPanel } from './try-it-panel'

/**
 * The NLP screen (spec 000 §2 'NLP: intents, training sentences, Train and Publish buttons, list
 * entities'): the model's training bar, then intents (with the test box), list entities and Try it.
 * The tab and the chosen intent live in the URL, so a reload keeps them.
 */
export function NlpPage({ search, onSearch }: { search: NlpSearch; onSearch: (next: NlpSearch) => void }) {
  const { t } = useTranslation('nlp')
  const scope = useNlpScope()
  if (!scope) return null
  const tab = search.tab ?? 'intents'
  return (
    <Stack gap="md" key={scope.chatbotId}>
      <div>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" maw={760}>
          {t('intro')}
        </Text>
      </div>
      <TrainingBar chatbotId={scope.chatbotId} />
      <Tabs
        value={tab}
        onChange={(value) => onSearch({ ...search, tab: (value as NlpTab) ?? 'intents' })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="intents" data-testid="tab-intents">
            {t('tabs.intents')}
          </Tabs.Tab>
          <Tabs.Tab value="entities" data-testid="tab-entities">
            {t('tabs.entities')}
          </Tabs.Tab>
          <Tabs.Tab value="try" data-testid="tab-try">
            {t('tabs.tryIt')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="intents">
          <IntentsPanel
            chatbotId={scope.chatbotId}
            selected={search.intent}
            onSelect={(intent) => onSearch({ ...search, intent })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="entities">
          <EntitiesPanel chatbotId={scope.chatbotId} />
        </Tabs.Panel>
        <Tabs.Panel value="try">
          <TryItPanel chatbotId={scope.chatbotId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
