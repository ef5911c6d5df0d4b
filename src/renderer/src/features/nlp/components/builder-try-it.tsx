import { Affix, Button, Drawer } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppAbility } from '../../../lib/ability'
import { IconMessages } from '../../../ui/icons'
import { useNlpScope } from '../scope'
import { TryItPanel } from './try-it-panel'

/**
 * "Try it" in the Builder: a button at the bottom right opens the chat with the bot in a side drawer, so
 * the flow stays in view. Mounted by the Builder's flow route.
 */
export function BuilderTryIt() {
  const { t } = useTranslation('nlp')
  const scope = useNlpScope()
  const mayUse = useAppAbility().can('read', 'Builder')
  const [open, setOpen] = useState(false)
  if (!scope || !mayUse) return null
  return (
    <>
      {/* Below the drawers (Mantine's 200), so an open state drawer is not covered by the button. */}
      <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
        <Button
          leftSection={<IconMessages size={18} />}
          onClick={() => setOpen(true)}
          data-testid="builder-try-it"
          radius="xl"
        >
          {t('tryIt.title')}
        </Button>
      </Affix>
      <Drawer
        opened={open}
        onClose={() => setOpen(false)}
        position="right"
        size="lg"
        title={t('tryIt.title')}
        keepMounted
      >
        {/* Kept mounted: the chat survives closing the drawer to look at a state. */}
        <TryItPanel key={scope.chatbotId} chatbotId={scope.chatbotId} onOpenState={() => setOpen(false)} />
      </Drawer>
    </>
  )
}
