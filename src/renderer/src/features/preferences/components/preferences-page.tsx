import { Alert, Card, Divider, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import type preferencesTexts from '../../../../../../locales/nl-NL/preferences.json'
import { interfaceLanguages, type InterfaceLanguage } from '@shared/domain/languages'
import {
  colorSchemes,
  type ColorSchemePreference,
  type PreferenceKey,
  type PreferencesPatch,
} from '@shared/domain/preferences'
import { usePreferences, useSetPreferences } from '../../../lib/preferences'
import { LockedBadge } from './locked-badge'
import { PreferenceSwitch, type SwitchKey } from './preference-switch'
import { UpdateStatus } from './update-status'

const sections: { id: keyof (typeof preferencesTexts)['sections']; keys: SwitchKey[] }[] = [
  { id: 'notifications', keys: ['notificationPreviews'] },
  { id: 'startup', keys: ['launchAtLogin', 'closeToTray'] },
  { id: 'updates', keys: ['autoUpdate'] },
]

/** Every preference, saved on change; settings a managed policy enforces are shown locked. */
export function PreferencesPage() {
  const { t, i18n } = useTranslation(['preferences', 'frame'])
  const preferences = usePreferences().data
  const save = useSetPreferences()
  if (!preferences) return null
  const locked = (key: PreferenceKey) => preferences.locked.includes(key)
  const change = (patch: PreferencesPatch) => save.mutate(patch)
  const language = (preferences.values.language ?? i18n.language) as InterfaceLanguage

  return (
    <Stack gap="lg" maw={760} data-testid="preferences-page">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      {save.isError && (
        <Alert color="red" role="alert">
          {t('saveFailed')}
        </Alert>
      )}

      <Card withBorder padding="lg" component="section" aria-labelledby="pref-section-general">
        <Title order={2} size="h4" mb="md" id="pref-section-general">
          {t('sections.general')}
        </Title>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="lg" data-testid="pref-language">
          <Stack gap={2}>
            <Text fw={500} id="pref-language-label">
              {t('fields.language.label')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('fields.language.description')}
            </Text>
            {locked('language') && <LockedBadge />}
          </Stack>
          <SegmentedControl
            aria-labelledby="pref-language-label"
            value={language}
            disabled={locked('language') || save.isPending}
            onChange={(value) => {
              void i18n.changeLanguage(value)
              change({ language: value as InterfaceLanguage })
            }}
            data={interfaceLanguages.map((lng) => ({ value: lng, label: t(`frame:language.long.${lng}`) }))}
          />
        </Group>
        <Divider my="md" />
        <Group
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          gap="lg"
          data-testid="pref-colorScheme"
        >
          <Stack gap={2}>
            <Text fw={500} id="pref-color-scheme-label">
              {t('fields.colorScheme.label')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('fields.colorScheme.description')}
            </Text>
            {locked('colorScheme') && <LockedBadge />}
          </Stack>
          <SegmentedControl
            aria-labelledby="pref-color-scheme-label"
            value={preferences.values.colorScheme}
            disabled={locked('colorScheme') || save.isPending}
            onChange={(value) => change({ colorScheme: value as ColorSchemePreference })}
            data={colorSchemes.map((scheme) => ({
              value: scheme,
              label: t(`fields.colorScheme.options.${scheme}`),
            }))}
          />
        </Group>
      </Card>

      {sections.map((section) => (
        <Card
          key={section.id}
          withBorder
          padding="lg"
          component="section"
          aria-labelledby={`pref-section-${section.id}`}
        >
          <Title order={2} size="h4" mb="md" id={`pref-section-${section.id}`}>
            {t(`sections.${section.id}`)}
          </Title>
          <Stack gap="md">
            {section.keys.map((key, index) => (
              <Fragment key={key}>
                {index > 0 && <Divider />}
                <PreferenceSwitch
                  name={key}
                  checked={preferences.values[key]}
                  locked={locked(key)}
                  pending={save.isPending}
                  onChange={(value) => change({ [key]: value })}
                />
              </Fragment>
            ))}
            {section.id === 'updates' && (
              <>
                <Divider />
                <UpdateStatus />
              </>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  )
}
