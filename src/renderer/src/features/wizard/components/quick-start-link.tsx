import { useTranslation } from 'react-i18next'
import { AnchorLink } from '../../../ui/anchor-link'
import { useWizards } from '../api/wizards'

/**
 * The dashboard's way into the quick-start wizard, shown in its "Getting started" card: "Open the quick
 * start", or "Resume the quick start" when it was skipped. Nothing while the wizards load (the link then
 * opens the right one) or when the chatbot has none; after a failed load it opens the wizard screen, which
 * says what went wrong and retries.
 */
export function QuickStartLink({ chatbotId }: { chatbotId: string }) {
  const { t } = useTranslation('wizard')
  const wizards = useWizards(chatbotId)
  if (wizards.isPending) return null
  const wizard = wizards.data?.[0]
  if (!wizards.isError && !wizard) return null
  return (
    <AnchorLink
      to="/wizard"
      search={wizard ? { wizard: wizard.id } : {}}
      fw={600}
      size="sm"
      data-testid="quick-start-open"
    >
      {wizard?.skippedAt ? t('quickStart.resume') : t('quickStart.open')}
    </AnchorLink>
  )
}
