import { Badge, Group, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { WizardCheckKey } from '@shared/domain/wizard'
import { AnchorLink } from '../../../ui/anchor-link'
import { QueryContent } from '../../../ui/query-states'
import { SectionCard } from '../../../ui/section-card'
import { useWizardChecks } from '../api/wizards'
import { checkState, checkTargets, knownCheck } from '../checks'

/** The chatbot's key settings the dashboard shows (spec 000 §2 'Dashboard: settings'), in this order. */
const shown: readonly WizardCheckKey[] = [
  'widget-published',
  'calendar-linked',
  'facebook-page-active',
  'whatsapp-connected',
]

const badgeColor = { passed: 'teal', missing: 'orange', unavailable: 'gray' } as const

/**
 * The dashboard's settings card: each key setting's live state, from the same self-checks the wizard uses,
 * with a link to the screen where it is set. A state no area answers yet says so instead of a guess.
 */
export function SettingsCard({ chatbotId }: { chatbotId: string }) {
  const { t } = useTranslation('wizard')
  const checks = useWizardChecks(chatbotId)
  return (
    <SectionCard title={t('settingsCard.title')} testId="dashboard-settings">
      <QueryContent
        query={checks}
        isEmpty={(data) => data.length === 0}
        empty={t('settingsCard.empty')}
        namespace="wizard"
      >
        {(data) => (
          <Stack gap="xs">
            {shown.map((key) => {
              const check = knownCheck(data.find((c) => c.key === key))
              if (!check) return null
              const state = checkState(check)
              return (
                <Group
                  key={key}
                  justify="space-between"
                  wrap="nowrap"
                  data-testid={`settings-check-${key}`}
                  data-state={state}
                >
                  <SettingName target={checkTargets[key]} label={t(`checks.${key}.setting`)} />
                  <Badge color={badgeColor[state]} variant="light">
                    {t(`settingsCard.${state}`)}
                  </Badge>
                </Group>
              )
            })}
          </Stack>
        )}
      </QueryContent>
    </SectionCard>
  )
}

function SettingName({ target, label }: { target: (typeof checkTargets)[WizardCheckKey]; label: string }) {
  return (
    <AnchorLink to={target} fw={600} size="sm">
      {label}
    </AnchorLink>
  )
}
