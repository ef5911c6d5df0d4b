import { Alert, Button, Group, List, Modal, Progress, Select, Stack, Text, TextInput } from '@mantine/core'
import { useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import {
  checkTemplateName,
  templateSyncMaxMinutes,
  type WhatsappRuleCode,
} from '@shared/domain/whatsapp-templates'
import { PortalCallError } from '../../../lib/portal'
import { useSession, signedInState } from '../../../lib/session'
import { useEntityForm } from '../../../lib/use-entity-form'
import { useCloneDefinition, useCopyDefinitions, useDeleteAllDefinitions } from '../api/bulk'
import { useSyncDefinitions, WhatsappCallFailedError } from '../api/definitions'
import type { WhatsappDefinitionData } from '../api/schemas'
import { asFormFailure } from '../forms/form-failure'
import { useRuleMessage } from './whatsapp-format'

/**
 * Import (sync from the provider), clone, copy to another chatbot and delete-all (spec 000 §2 'WhatsApp',
 * spec 001 §7.4): each in a dialog that says what will happen, shows progress while the call runs, sends
 * once however often the button is clicked, and ends with the spec's message.
 */

/** Runs `action` once at a time: a second click while it runs is dropped (QUALITY REL-11). */
function useOnce() {
  const running = useRef(false)
  return (action: (done: () => void) => void) => {
    if (running.current) return
    running.current = true
    action(() => {
      running.current = false
    })
  }
}

function Working({ label }: { label: string }) {
  return (
    <Stack gap={4} data-testid="bulk-progress">
      <Progress value={100} animated striped aria-label={label} />
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  )
}

function Actions({ children }: { children: ReactNode }) {
  return <Group justify="flex-end">{children}</Group>
}

/** Import: the provider's templates and verdicts for every definition (up to 5 minutes at the provider). */
export function ImportModal({ chatbotId, onClose }: { chatbotId: string; onClose: () => void }) {
  const { t } = useTranslation('whatsapp')
  const sync = useSyncDefinitions(chatbotId)
  const once = useOnce()
  const start = () => once((done) => sync.mutate(undefined, { onSettled: done }))
  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('bulk.close') }}
      onClose={sync.isPending ? () => undefined : onClose}
      title={t('bulk.importTitle')}
    >
      <Stack gap="sm" data-testid="import-modal">
        <Text fz="sm">{t('bulk.importBody', { minutes: templateSyncMaxMinutes })}</Text>
        {sync.isPending && <Working label={t('bulk.importing')} />}
        {sync.isSuccess && (
          <Alert color="teal" variant="light" role="status" data-testid="import-done">
            {t('bulk.imported', { count: sync.data.updated })}
          </Alert>
        )}
        {sync.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="import-failed">
            {t('bulk.importFailed')}
          </Alert>
        )}
        <Actions>
          {sync.isSuccess ? (
            <Button onClick={onClose}>{t('bulk.close')}</Button>
          ) : (
            <>
              <Button variant="default" onClick={onClose} disabled={sync.isPending}>
                {t('versions.cancel')}
              </Button>
              <Button onClick={start} loading={sync.isPending} data-testid="import-start">
                {t('bulk.import')}
              </Button>
            </>
          )}
        </Actions>
      </Stack>
    </Modal>
  )
}

/** Clone: a concept copy of the shown version under a new name, checked with the name rules while typing. */
export function CloneModal({
  chatbotId,
  definition,
  definitions,
  onClose,
}: {
  chatbotId: string
  definition: WhatsappDefinitionData
  definitions: readonly WhatsappDefinitionData[]
  onClose: () => void
}) {
  const { t } = useTranslation('whatsapp')
  const message = useRuleMessage()
  const clone = useCloneDefinition(chatbotId)
  const otherNames = definitions.map((d) => d.name)
  const schema = v.object({
    newName: v.pipe(
      v.string(),
      v.check(
        (name) => checkTemplateName(name, otherNames).length === 0,
        (issue) => checkTemplateName(String(issue.input), otherNames)[0]?.code ?? 'required',
      ),
    ),
  })
  const entity = useEntityForm({
    schema,
    defaultValues: { newName: t('bulk.cloneDefaultName', { name: definition.name }) },
    namespace: 'whatsapp',
    fieldMap: { templateName: 'newName' },
    submit: async ({ newName }) => {
      try {
        await clone.mutateAsync({ id: definition.id, newName })
      } catch (error) {
        throw asFormFailure(error, (code) => message({ code }), t('bulk.cloneFailed'))
      }
      onClose()
    },
  })
  const error = entity.form.formState.errors.newName
  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('bulk.close') }}
      onClose={entity.submitting ? () => undefined : onClose}
      title={t('bulk.cloneTitle', { name: definition.name })}
    >
      <form noValidate onSubmit={(event) => void entity.onSubmit(event)} data-testid="clone-modal">
        <Stack gap="sm">
          <Text fz="sm">{t('bulk.cloneBody')}</Text>
          <TextInput
            label={t('bulk.newName')}
            {...entity.form.register('newName')}
            error={
              error?.message &&
              (error.type === 'server' ? error.message : message({ code: error.message as WhatsappRuleCode }))
            }
            data-autofocus
            data-testid="clone-name"
          />
          {entity.submitting && <Working label={t('bulk.cloning')} />}
          {entity.formError && (
            <Alert color="red" variant="light" role="alert" data-testid="clone-failed">
              {entity.formError}
            </Alert>
          )}
          <Actions>
            <Button variant="default" onClick={onClose} disabled={entity.submitting}>
              {t('versions.cancel')}
            </Button>
            <Button type="submit" loading={entity.submitting} data-testid="clone-submit">
              {t('bulk.clone')}
            </Button>
          </Actions>
        </Stack>
      </form>
    </Modal>
  )
}

/** The selected definitions' names, for the dialogs that act on a selection. */
function SelectedNames({ definitions }: { definitions: readonly WhatsappDefinitionData[] }) {
  return (
    <List size="sm" spacing={2} data-testid="bulk-names">
      {definitions.map((d) => (
        <List.Item key={d.id}>{d.name}</List.Item>
      ))}
    </List>
  )
}

/** Copy: the selected definitions to another chatbot of the user, keeping their names. */
export function CopyModal({
  chatbotId,
  selected,
  onClose,
}: {
  chatbotId: string
  selected: readonly WhatsappDefinitionData[]
  onClose: () => void
}) {
  const { t } = useTranslation('whatsapp')
  const copy = useCopyDefinitions()
  const once = useOnce()
  const state = signedInState(useSession().data)
  const destinations = (state?.user.chatbots ?? []).filter((c) => c.id !== chatbotId && !c.suspended)
  const [destination, setDestination] = useState<string | null>(null)
  const target = destinations.find((c) => c.name === destination)
  const failure = copy.error
  const clashes =
    failure instanceof WhatsappCallFailedError
      ? failure.fields.flatMap((f) => selected.filter((d) => d.id === f.field).map((d) => d.name))
      : []
  const start = () =>
    once((done) => {
      if (!destination) return done()
      copy.mutate({ ids: selected.map((d) => d.id), destinationProjectId: destination }, { onSettled: done })
    })
  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('bulk.close') }}
      onClose={copy.isPending ? () => undefined : onClose}
      title={t('bulk.copyTitle', { count: selected.length })}
    >
      <Stack gap="sm" data-testid="copy-modal">
        <Text fz="sm">{t('bulk.copyBody')}</Text>
        <SelectedNames definitions={selected} />
        {destinations.length === 0 ? (
          <Alert color="gray" variant="light">
            {t('bulk.noOtherChatbots')}
          </Alert>
        ) : (
          <Select
            label={t('bulk.destination')}
            placeholder={t('bulk.chooseChatbot')}
            data={destinations.map((c) => ({ value: c.name, label: c.projectName }))}
            value={destination}
            onChange={setDestination}
            disabled={copy.isPending || copy.isSuccess}
            data-testid="copy-destination"
          />
        )}
        {copy.isPending && <Working label={t('bulk.copying')} />}
        {copy.isSuccess && (
          <Alert color="teal" variant="light" role="status" data-testid="copy-done">
            {t('bulk.copied', { count: copy.data.definitionIds.length, chatbot: target?.projectName ?? '' })}
          </Alert>
        )}
        {copy.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="copy-failed">
            <Text fz="sm">
              {failure instanceof WhatsappCallFailedError
                ? t('bulk.copyingFailed')
                : failure instanceof PortalCallError && failure.code === 'functionality_unavailable'
                  ? t('bulk.copyUnavailable', { chatbot: target?.projectName ?? '' })
                  : t('bulk.copyFailed')}
            </Text>
            {clashes.length > 0 && (
              <Text fz="sm">
                {t('bulk.copyClashes', { names: clashes.join(', '), chatbot: target?.projectName ?? '' })}
              </Text>
            )}
          </Alert>
        )}
        <Actions>
          {copy.isSuccess ? (
            <Button onClick={onClose}>{t('bulk.close')}</Button>
          ) : (
            <>
              <Button variant="default" onClick={onClose} disabled={copy.isPending}>
                {t('versions.cancel')}
              </Button>
              <Button
                onClick={start}
                loading={copy.isPending}
                disabled={!destination}
                data-testid="copy-submit"
              >
                {t('bulk.copy')}
              </Button>
            </>
          )}
        </Actions>
      </Stack>
    </Modal>
  )
}

/** Delete all: the selected definitions with everything below them, after a confirmation. */
export function DeleteAllModal({
  chatbotId,
  selected,
  onClose,
  onDeleted,
}: {
  chatbotId: string
  selected: readonly WhatsappDefinitionData[]
  onClose: () => void
  /** The ids that are gone (all of them, or those a partial failure did delete). */
  onDeleted: (ids: readonly string[]) => void
}) {
  const { t } = useTranslation('whatsapp')
  const remove = useDeleteAllDefinitions(chatbotId)
  const once = useOnce()
  const failure = remove.error
  const failedNames =
    failure instanceof WhatsappCallFailedError
      ? failure.fields.flatMap((f) => selected.filter((d) => d.id === f.field).map((d) => d.name))
      : []
  const start = () =>
    once((done) =>
      remove.mutate(
        selected.map((d) => d.id),
        {
          onSuccess: (answer) => {
            onDeleted(answer.definitionIds)
            onClose()
          },
          onError: (error) => {
            if (error instanceof WhatsappCallFailedError) {
              const failed = new Set(error.fields.map((f) => f.field))
              onDeleted(selected.map((d) => d.id).filter((id) => !failed.has(id)))
            }
          },
          onSettled: done,
        },
      ),
    )
  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('bulk.close') }}
      onClose={remove.isPending ? () => undefined : onClose}
      title={t('bulk.deleteTitle', { count: selected.length })}
    >
      <Stack gap="sm" data-testid="delete-all-modal">
        <Text fz="sm">{t('bulk.deleteBody', { count: selected.length })}</Text>
        <SelectedNames definitions={selected} />
        {remove.isPending && <Working label={t('bulk.deleting')} />}
        {remove.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="delete-all-failed">
            {failedNames.length > 0
              ? failedNames.map((name) => (
                  <Text fz="sm" key={name}>
                    {t('bulk.deleteFailed', { name })}
                  </Text>
                ))
              : t('bulk.deleteFailedUnknown')}
          </Alert>
        )}
        <Actions>
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('versions.cancel')}
          </Button>
          <Button color="red.8" onClick={start} loading={remove.isPending} data-testid="delete-all-submit">
            {t('bulk.delete', { count: selected.length })}
          </Button>
        </Actions>
      </Stack>
    </Modal>
  )
}
