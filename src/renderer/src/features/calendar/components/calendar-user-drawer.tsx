import {
  Accordion,
  Alert,
  Badge,
  Button,
  ColorSwatch,
  Drawer,
  Group,
  Modal,
  Paper,
  Stack,
  Switch,
  Tabs,
  Text,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { eventPreferenceDefaults } from '@shared/domain/calendar'
import { useErrorMessage } from '../../../lib/errors'
import { useSingleFlight } from '../../../lib/single-flight'
import { IconPencil, IconPlus } from '../../../ui/icons'
import { UnsavedScope, useUnsavedGuard } from '../../../ui/unsaved-changes'
import { useCalendarUserChange } from '../api/calendar-mutations'
import {
  calendarUserName,
  type AvailabilitySchema,
  type CalendarUser,
  type EventConfiguration,
} from '../api/calendar-users'
import type { CalendarDrawerTab } from '../search'
import { LinkedCalendarTab } from './linked-calendar-tab'
import { PreferenceForm } from './preference-form'
import { SchemaModal } from './schema-modal'
import { SlotExplanationPanel } from './slot-explanation'

/**
 * The configuration drawer of one calendar user (spec 000 §2) with the spec's three tabs: appointment data
 * (which event configurations they can be booked for), times to schedule (per event: the preference, the
 * availability schemas, and why a slot is or is not offered), linked calendars.
 */
export function CalendarUserDrawer({
  calendarUser,
  configurations,
  tab,
  onTab,
  onClose,
}: {
  calendarUser: CalendarUser
  configurations: readonly EventConfiguration[]
  tab: CalendarDrawerTab
  onTab: (tab: CalendarDrawerTab) => void
  onClose: () => void
}) {
  const { t } = useTranslation('calendar')
  // A tab's forms leave with it (keepMounted is off): switching tabs or closing with unsaved edits asks.
  const guard = useUnsavedGuard()
  return (
    <Drawer
      opened
      onClose={() => guard.leave(onClose)}
      closeOnEscape={!guard.dialogOpen}
      position="right"
      size="xl"
      title={calendarUserName(calendarUser)}
      closeButtonProps={{ 'aria-label': t('drawer.close') }}
      data-testid="calendar-user-drawer"
    >
      {guard.question}
      <UnsavedScope guard={guard}>
        <Tabs
          value={tab}
          onChange={(value) => value && guard.leave(() => onTab(value as CalendarDrawerTab))}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="appointments" data-testid="tab-appointments">
              {t('drawer.tabs.appointments')}
            </Tabs.Tab>
            <Tabs.Tab value="times" data-testid="tab-times">
              {t('drawer.tabs.times')}
            </Tabs.Tab>
            <Tabs.Tab value="linked" data-testid="tab-linked">
              {t('drawer.tabs.linked')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="appointments">
            <AppointmentsTab calendarUser={calendarUser} configurations={configurations} />
          </Tabs.Panel>
          <Tabs.Panel value="times">
            <TimesTab calendarUser={calendarUser} configurations={configurations} />
          </Tabs.Panel>
          <Tabs.Panel value="linked">
            <LinkedCalendarTab key={calendarUser.id} calendarUser={calendarUser} />
          </Tabs.Panel>
        </Tabs>
      </UnsavedScope>
    </Drawer>
  )
}

/** Which event configurations the calendar user can be booked for: one switch each. */
function AppointmentsTab({
  calendarUser,
  configurations,
}: {
  calendarUser: CalendarUser
  configurations: readonly EventConfiguration[]
}) {
  const { t } = useTranslation(['calendar', 'common'])
  const errorMessage = useErrorMessage('calendar')
  const change = useCalendarUserChange()
  const once = useSingleFlight()
  /** Switching off drops the times set for that appointment: asked first. */
  const [removing, setRemoving] = useState<{ name: string; preferenceId: string } | null>(null)
  const defaultSchema = calendarUser.availabilitySchemas.find((schema) => schema.isDefault) ?? null
  const toggle = (configuration: EventConfiguration, on: boolean) => {
    const preference = calendarUser.eventPreferences.find(
      (one) => one.eventConfiguration.id === configuration.id,
    )
    if (!on) {
      if (preference) setRemoving({ name: configuration.name, preferenceId: preference.id })
      return
    }
    once(() =>
      change.mutateAsync({
        kind: 'createPreference',
        calendarUserId: calendarUser.id,
        eventConfigurationId: configuration.id,
        input: {
          ...eventPreferenceDefaults,
          enabled: true,
          scheduleAvailabilitySchemaId: defaultSchema?.id ?? null,
        },
      }),
    )
  }
  const remove = () => {
    if (!removing) return
    once(() =>
      change.mutateAsync(
        { kind: 'deletePreference', id: removing.preferenceId },
        { onSettled: () => setRemoving(null) },
      ),
    )
  }
  if (configurations.length === 0)
    return (
      <Text c="dimmed" data-testid="appointments-empty">
        {t('appointments.none')}
      </Text>
    )
  return (
    <Stack gap="sm" data-testid="appointments-tab">
      <Text fz="sm" c="dimmed">
        {t('appointments.intro')}
      </Text>
      {configurations.map((configuration) => {
        const bookable = calendarUser.eventPreferences.some(
          (one) => one.eventConfiguration.id === configuration.id,
        )
        return (
          <Paper key={configuration.id} withBorder p="sm" radius="md" data-testid="appointment-configuration">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <ColorSwatch color={configuration.color} size={16} />
                <Stack gap={0}>
                  <Text fw={500}>{configuration.name}</Text>
                  <Text fz="xs" c="dimmed">
                    {t('configurations.summary', {
                      duration: configuration.duration,
                      location:
                        configuration.location === 'LOCATION'
                          ? configuration.customLocation
                          : t(`locations.${configuration.location}`, {
                              defaultValue: configuration.location,
                            }),
                    })}
                  </Text>
                </Stack>
                {!configuration.isEnabled && (
                  <Badge size="xs" color="gray" variant="light">
                    {t('configurations.disabled')}
                  </Badge>
                )}
              </Group>
              <Switch
                label={t('appointments.bookable')}
                checked={bookable}
                onChange={(event) => toggle(configuration, event.currentTarget.checked)}
                disabled={!calendarUser.mayEdit || change.isPending}
                data-testid="appointment-bookable"
              />
            </Group>
          </Paper>
        )
      })}
      {change.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(change.error)}
        </Alert>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('appointments.removeTitle', { name: removing?.name ?? '' })}
        data-testid="appointment-remove"
      >
        <Stack gap="md">
          <Text fz="sm">{t('appointments.removeBody')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              color="red"
              onClick={remove}
              loading={change.isPending}
              data-testid="appointment-remove-confirm"
            >
              {t('appointments.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}

/** Per event the preference form and the slot explanation; the user's availability schemas above them. */
function TimesTab({
  calendarUser,
  configurations,
}: {
  calendarUser: CalendarUser
  configurations: readonly EventConfiguration[]
}) {
  const { t } = useTranslation('calendar')
  const [editing, setEditing] = useState<AvailabilitySchema | 'new' | null>(null)
  const preferences = calendarUser.eventPreferences
    .map((preference) => ({
      preference,
      configuration: configurations.find((one) => one.id === preference.eventConfiguration.id),
    }))
    .filter((pair): pair is { preference: typeof pair.preference; configuration: EventConfiguration } =>
      Boolean(pair.configuration),
    )
  return (
    <Stack gap="lg" data-testid="times-tab">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} fz="h5">
            {t('schemas.title')}
          </Title>
          {calendarUser.mayEdit && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing('new')}
              data-testid="schema-new"
            >
              {t('schemas.new')}
            </Button>
          )}
        </Group>
        {calendarUser.availabilitySchemas.length === 0 && (
          <Text fz="sm" c="dimmed">
            {t('schemas.none')}
          </Text>
        )}
        {calendarUser.availabilitySchemas.map((schema) => (
          <Group key={schema.id} justify="space-between" data-testid="schema-row">
            <Group gap="xs">
              <Text fz="sm" fw={500}>
                {schema.name}
              </Text>
              {schema.isDefault && (
                <Badge size="xs" variant="light">
                  {t('schemas.default')}
                </Badge>
              )}
              <Text fz="xs" c="dimmed">
                {t('schemas.summary', { count: schema.scheduleAvailabilities.length, zone: schema.timeZone })}
              </Text>
            </Group>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconPencil size={14} />}
              onClick={() => setEditing(schema)}
              data-testid="schema-edit"
              aria-label={t('schemas.edit', { name: schema.name })}
            >
              {calendarUser.mayEdit ? t('schemas.editShort') : t('schemas.view')}
            </Button>
          </Group>
        ))}
      </Stack>
      {preferences.length === 0 ? (
        <Text fz="sm" c="dimmed" data-testid="times-empty">
          {t('times.none')}
        </Text>
      ) : (
        <Accordion variant="separated" defaultValue={preferences[0]!.preference.id}>
          {preferences.map(({ preference, configuration }) => (
            <Accordion.Item key={preference.id} value={preference.id}>
              <Accordion.Control>
                <Group gap="xs">
                  <ColorSwatch color={configuration.color} size={12} />
                  <Text fw={500}>{configuration.name}</Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="md">
                  <PreferenceForm
                    key={preference.id}
                    calendarUser={calendarUser}
                    preference={preference}
                    configuration={configuration}
                  />
                  <SlotExplanationPanel
                    calendarUser={calendarUser}
                    configuration={configuration}
                    weekly={preference.scheduleAvailabilities}
                  />
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      {editing && (
        <SchemaModal
          calendarUser={calendarUser}
          schema={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  )
}
