import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { canActivate, type TemplateStatus } from '@shared/domain/whatsapp-templates'
import { useVersionActions } from '../api/definitions'
import type { WhatsappDefinitionData, WhatsappTemplateData } from '../api/schemas'
import { diffWords, type DiffPart } from '../diff'
import { useSingleFlight } from '../../../lib/single-flight'
import { useNotify } from '../../../ui/notify'
import { CreateTemplateModal } from './create-template'
import { DefinitionSettings, LanguageEditor, VersionVariables } from './template-edits'
import { formatDateTime, reviewTimes, StatusBadge, useLanguageName } from './whatsapp-format'

/** The text of a language as the diff compares it: header, body, footer and buttons. */
function comparable(template: WhatsappTemplateData, tag: string): string {
  const v = template.variations.find((x) => x.languageTag === tag)
  if (!v) return ''
  return [
    v.attachmentTitle ?? '',
    v.content,
    v.footer ?? '',
    ...v.buttons.map(
      (b) => `[${b.text}${b.url ? ` ${b.url}` : ''}${b.phoneNumber ? ` ${b.phoneNumber}` : ''}]`,
    ),
  ]
    .filter((part) => part !== '')
    .join('\n')
}

function DiffText({ parts, testId }: { parts: DiffPart[]; testId: string }) {
  return (
    <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid={testId}>
      {parts.map((part, i) =>
        part.kind === 'same' ? (
          <span key={i}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <del
            key={i}
            style={{ background: 'var(--mantine-color-red-light)', color: 'var(--portal-danger-text)' }}
          >
            {part.text}
          </del>
        ) : (
          <ins
            key={i}
            style={{
              background: 'var(--mantine-color-teal-light)',
              color: 'var(--portal-ok-text)',
              textDecoration: 'none',
            }}
          >
            {part.text}
          </ins>
        ),
      )}
    </Text>
  )
}

/** A concept or rejected version can still change (submit, edit a language). */
const editable = (version: WhatsappTemplateData) =>
  version.status === 'CONCEPT' || version.status === 'REJECTED'

/** Two versions side by side per language, with the words that changed marked. */
export function VersionDiff({ left, right }: { left: WhatsappTemplateData; right: WhatsappTemplateData }) {
  const { t } = useTranslation('whatsapp')
  const languageName = useLanguageName()
  const tags = [...new Set([...left.variations, ...right.variations].map((v) => v.languageTag))]
  const same = tags.every((tag) => comparable(left, tag) === comparable(right, tag))
  return (
    <Stack gap="sm" data-testid="version-diff">
      <Title order={3} fz="h5">
        {t('versions.diffTitle', { left: left.version, right: right.version })}
      </Title>
      {same && <Text fz="sm">{t('versions.noDifferences')}</Text>}
      {tags.map((tag) => {
        const diff = diffWords(comparable(left, tag), comparable(right, tag))
        return (
          <Stack key={tag} gap={4}>
            <Text fw={600} fz="sm">
              {languageName(tag)}
            </Text>
            <SimpleGrid cols={2}>
              <Paper withBorder p="xs">
                <Text fz="xs" c="dimmed">
                  {t('versions.version', { version: left.version })}
                </Text>
                <DiffText parts={diff.left} testId={`diff-left-${tag}`} />
              </Paper>
              <Paper withBorder p="xs">
                <Text fz="xs" c="dimmed">
                  {t('versions.version', { version: right.version })}
                </Text>
                <DiffText parts={diff.right} testId={`diff-right-${tag}`} />
              </Paper>
            </SimpleGrid>
          </Stack>
        )
      })}
    </Stack>
  )
}

/**
 * The version viewer (spec 000 §2, §4): the definition's name and Smart Inbox flag; every version with its
 * status per language and its variables' ATS fields; activate (after a side-by-side diff against the
 * active version), delete, submit a concept (saying how long the review takes), edit a language of a
 * concept or rejected version, or start a new version as concept or submitted. Deleting the whole template
 * is here too.
 */
export function VersionsDrawer({
  chatbotId,
  definition,
  definitions,
  mayEdit,
  onClose,
}: {
  chatbotId: string
  definition: WhatsappDefinitionData
  definitions: readonly WhatsappDefinitionData[]
  mayEdit: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('whatsapp')
  const languageName = useLanguageName()
  const actions = useVersionActions(chatbotId)
  const versions = [...definition.availableTemplates].sort((a, b) => b.version - a.version)
  const active = versions.find((v) => v.id === definition.activeTemplate?.id) ?? null
  const [compareIds, setCompareIds] = useState<{ left: string; right: string } | null>(null)
  const [confirmingActivate, setConfirmingActivate] = useState<string | null>(null)
  const [newVersionFrom, setNewVersionFrom] = useState<WhatsappTemplateData | null>(null)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [editing, setEditing] = useState<{ templateId: string; languageTag: string } | null>(null)
  const notify = useNotify()
  const once = useSingleFlight()
  const submit = (version: WhatsappTemplateData) =>
    once(async () => {
      await actions.submit.mutateAsync(version.id)
      notify.done(
        `${t('versions.submitted', { version: version.version })} ${t('create.reviewTime', reviewTimes)}`,
      )
    })
  const remove = (templateId: string) => once(() => actions.remove.mutateAsync(templateId))
  const removeDefinition = () =>
    once(async () => {
      await actions.removeDefinition.mutateAsync(definition.id)
      onClose()
    })
  const byId = (id: string | undefined) => versions.find((v) => v.id === id)
  const compareLeft = byId(compareIds?.left)
  const compareRight = byId(compareIds?.right)
  const activating = byId(confirmingActivate ?? undefined)
  const failure = [actions.activate, actions.remove, actions.submit, actions.removeDefinition].find(
    (m) => m.isError,
  )

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={t('versions.title', { name: definition.name })}
      data-testid="versions-drawer"
    >
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="version-failed">
            {failure === actions.removeDefinition
              ? t('versions.deleteFailed', { name: definition.name })
              : failure === actions.remove
                ? t('versions.deleteFailed', {
                    name: t('versions.versionName', {
                      name: definition.name,
                      version: byId(actions.remove.variables)?.version ?? '',
                    }),
                  })
                : t('versions.failed', { name: definition.name })}
            {failure.error instanceof Error && failure.error.message ? ` ${failure.error.message}` : ''}
          </Alert>
        )}
        {mayEdit && (
          <DefinitionSettings
            key={`${definition.id}:${definition.name}:${definition.isSmartInboxTemplate}`}
            chatbotId={chatbotId}
            definition={definition}
            definitions={definitions}
          />
        )}
        {activating && active && activating.id !== active.id && (
          <Paper withBorder p="sm" data-testid="confirm-activate">
            <Stack gap="sm">
              <Title order={3} fz="h5">
                {t('versions.confirmActivate', { version: activating.version })}
              </Title>
              <Text fz="sm">{t('versions.confirmActivateBody', { version: activating.version })}</Text>
              <VersionDiff left={active} right={activating} />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setConfirmingActivate(null)}>
                  {t('versions.cancel')}
                </Button>
                <Button
                  loading={actions.activate.isPending}
                  onClick={() =>
                    once(async () => {
                      await actions.activate.mutateAsync(activating.id)
                      setConfirmingActivate(null)
                    })
                  }
                  data-testid="confirm-activate-button"
                >
                  {t('versions.activate')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
        {compareLeft && compareRight && !activating && (
          <VersionDiff left={compareLeft} right={compareRight} />
        )}
        {versions.map((version) => (
          <Paper key={version.id} withBorder p="sm" data-testid={`version-${version.version}`}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Group gap="xs">
                  <Text fw={600}>{t('versions.version', { version: version.version })}</Text>
                  <StatusBadge status={version.status} testId="version-status" />
                  {version.id === active?.id && <Badge variant="outline">{t('versions.activeBadge')}</Badge>}
                </Group>
                <Text fz="xs" c="dimmed">
                  {t('versions.createdBy', {
                    email: version.creatorEmail,
                    date: formatDateTime(version.created),
                  })}
                </Text>
              </Group>
              <Group gap="xs">
                {version.variations.map((v) => (
                  <Group key={v.id} gap={4}>
                    <Text fz="xs">{languageName(v.languageTag)}</Text>
                    <StatusBadge status={v.status} />
                    {mayEdit && editable(version) && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => setEditing({ templateId: version.id, languageTag: v.languageTag })}
                        data-testid={`edit-language-${v.languageTag}`}
                      >
                        {t('versions.editLanguage', { language: languageName(v.languageTag) })}
                      </Button>
                    )}
                  </Group>
                ))}
              </Group>
              {version.status === 'SUBMITTED' && (
                <Text fz="xs" c="dimmed" data-testid="in-review">
                  {t('versions.inReview', reviewTimes)}
                </Text>
              )}
              {editing?.templateId === version.id && (
                <LanguageEditor
                  key={editing.languageTag}
                  chatbotId={chatbotId}
                  definition={definition}
                  definitions={definitions}
                  template={version}
                  languageTag={editing.languageTag}
                  onClose={() => setEditing(null)}
                />
              )}
              <VersionVariables chatbotId={chatbotId} template={version} mayEdit={mayEdit} />
              <Group gap="xs">
                {versions.length > 1 && (
                  <Select
                    size="xs"
                    placeholder={t('versions.compare')}
                    aria-label={t('versions.compare')}
                    data={versions
                      .filter((other) => other.id !== version.id)
                      .map((other) => ({
                        value: other.id,
                        label: t('versions.version', { version: other.version }),
                      }))}
                    value={compareIds?.right === version.id ? (compareIds.left ?? null) : null}
                    onChange={(value) => {
                      setConfirmingActivate(null)
                      setCompareIds(value ? { left: value, right: version.id } : null)
                    }}
                    data-testid="compare-select"
                  />
                )}
                {mayEdit && version.id !== active?.id && (
                  <Button
                    size="xs"
                    disabled={!canActivate(version.status as TemplateStatus)}
                    title={
                      canActivate(version.status as TemplateStatus) ? undefined : t('versions.onlyAccepted')
                    }
                    onClick={() =>
                      active
                        ? setConfirmingActivate(version.id)
                        : once(() => actions.activate.mutateAsync(version.id))
                    }
                    data-testid="activate"
                  >
                    {t('versions.activate')}
                  </Button>
                )}
                {mayEdit && editable(version) && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={actions.submit.isPending && actions.submit.variables === version.id}
                    onClick={() => submit(version)}
                    data-testid="submit-version"
                  >
                    {t('versions.submit')}
                  </Button>
                )}
                {mayEdit && (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setNewVersionFrom(version)}
                    data-testid="new-version"
                  >
                    {t('versions.newVersion')}
                  </Button>
                )}
                {mayEdit && version.id !== active?.id && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={actions.remove.isPending && actions.remove.variables === version.id}
                    onClick={() => remove(version.id)}
                    data-testid="delete-version"
                  >
                    {t('versions.delete')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Paper>
        ))}
        {mayEdit &&
          (confirmDelete ? (
            <Alert color="red" variant="light" data-testid="confirm-delete-definition">
              <Stack gap="xs">
                <Text fz="sm">{t('versions.confirmDeleteDefinition', { name: definition.name })}</Text>
                <Group>
                  <Button size="xs" variant="default" onClick={() => setConfirmDelete(false)}>
                    {t('versions.cancel')}
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    loading={actions.removeDefinition.isPending}
                    onClick={removeDefinition}
                    data-testid="confirm-delete-definition-button"
                  >
                    {t('versions.deleteDefinition')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <Button
              variant="subtle"
              color="red"
              onClick={() => setConfirmDelete(true)}
              data-testid="delete-definition"
            >
              {t('versions.deleteDefinition')}
            </Button>
          ))}
      </Stack>
      {newVersionFrom && (
        <CreateTemplateModal
          chatbotId={chatbotId}
          opened
          onClose={() => setNewVersionFrom(null)}
          definitions={definitions}
          base={{ definition, template: newVersionFrom }}
        />
      )}
    </Drawer>
  )
}
