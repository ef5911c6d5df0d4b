import { Alert, Button, ColorSwatch, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { labelColour } from '@shared/domain/inbox'
import { useDeleteLabel, type InboxLabel } from '../api/labels'
import { LabelDrawer } from './label-drawer'

/**
 * Managing the chatbot's Smart Inbox labels (manager work, spec 000 §6 via SettingsChatbot): create,
 * rename, recolour in the 16-colour palette (spec 000 §9) and delete (asked once more). A deleted label
 * disappears from every conversation.
 */
export function LabelManager({ labels, onClose }: { labels: readonly InboxLabel[]; onClose: () => void }) {
  const { t } = useTranslation(['inbox', 'common'])
  const [editing, setEditing] = useState<{ id: string | null; name: string; color: string } | null>(null)
  const [deleting, setDeleting] = useState<InboxLabel | null>(null)
  const remove = useDeleteLabel()
  return (
    <>
      <Modal
        opened={editing === null}
        onClose={onClose}
        title={t('labels.manageTitle')}
        size="md"
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        data-testid="label-manager"
      >
        <Stack gap="xs">
          {labels.length === 0 && <Text c="dimmed">{t('labels.none')}</Text>}
          {labels.map((label) => (
            <Group key={label.id} justify="space-between" wrap="nowrap" data-testid="label-manager-row">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <ColorSwatch color={label.color} size={16} />
                <Text fz="sm" truncate>
                  {label.name}
                </Text>
              </Group>
              {deleting?.id === label.id ? (
                <Group gap={4} wrap="nowrap">
                  <Text fz="xs">{t('labels.deleteConfirm')}</Text>
                  <Button
                    size="compact-xs"
                    color="red"
                    loading={remove.isPending}
                    onClick={() => remove.mutate(label.id, { onSuccess: () => setDeleting(null) })}
                    data-testid="label-delete-confirm"
                  >
                    {t('labels.delete')}
                  </Button>
                  <Button size="compact-xs" variant="default" onClick={() => setDeleting(null)}>
                    {t('common:actions.cancel')}
                  </Button>
                </Group>
              ) : (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => setEditing(label)}
                    aria-label={t('labels.edit', { name: label.name })}
                    data-testid="label-edit"
                  >
                    {t('labels.editShort')}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setDeleting(label)}
                    aria-label={t('labels.deleteNamed', { name: label.name })}
                    data-testid="label-delete"
                  >
                    {t('labels.delete')}
                  </Button>
                </Group>
              )}
            </Group>
          ))}
          {remove.isError && (
            <Alert color="red" variant="light" role="alert" py={4}>
              {t('common:errors.generic')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              size="xs"
              onClick={() => setEditing({ id: null, name: '', color: labelColour(labels.length) })}
              data-testid="label-create"
            >
              {t('labels.newTitle')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {editing && (
        <LabelDrawer
          label={editing}
          takenNames={labels.filter((other) => other.id !== editing.id).map((other) => other.name)}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  )
}
