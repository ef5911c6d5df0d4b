import { ColorSwatch, Group, Input, TextInput, UnstyledButton } from '@mantine/core'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { inboxLabelPalette } from '@shared/domain/inbox'
import { useFieldError } from '../../../lib/field-errors'
import { useEntityForm } from '../../../lib/use-entity-form'
import { EntityDrawer } from '../../../ui/entity-drawer'
import { useNotify } from '../../../ui/notify'
import { useCreateLabel } from '../api/labels'
import { useUpdateLabel } from '../api/update-label'
import { labelFormSchema, maxLabelNameLength, type LabelFormValues } from '../forms/label-form'

/**
 * Create, rename or recolour a Smart Inbox label (the kit's EntityDrawer; server field errors on the
 * fields). A label without an id is a new one.
 */
export function LabelDrawer({
  label,
  takenNames,
  onClose,
}: {
  label: { id: string | null; name: string; color: string }
  /** The other labels' names (names are unique). */
  takenNames: readonly string[]
  onClose: () => void
}) {
  const { t } = useTranslation('inbox')
  const fieldError = useFieldError('inbox')
  const update = useUpdateLabel()
  const create = useCreateLabel()
  const notify = useNotify()
  const palette: readonly string[] = inboxLabelPalette
  const entity = useEntityForm({
    schema: labelFormSchema(takenNames),
    defaultValues: {
      name: label.name,
      color: (palette.includes(label.color.toLowerCase())
        ? label.color.toLowerCase()
        : inboxLabelPalette[0]) as LabelFormValues['color'],
    },
    namespace: 'inbox',
    submit: async (values) => {
      if (label.id === null) await create.mutateAsync(values)
      else await update.mutateAsync({ id: label.id, ...values })
      notify.done(t(label.id === null ? 'labels.created' : 'labels.saved', { name: values.name.trim() }))
      onClose()
    },
  })
  const { errors } = entity.form.formState
  return (
    <EntityDrawer
      opened
      onClose={onClose}
      title={label.id === null ? t('labels.newTitle') : t('labels.editTitle')}
      entity={entity}
      testId="label-drawer"
    >
      <TextInput
        label={t('labels.name')}
        maxLength={maxLabelNameLength + 10}
        {...entity.form.register('name')}
        error={fieldError(errors.name)}
        data-autofocus
        data-testid="label-name"
      />
      <Controller
        control={entity.form.control}
        name="color"
        render={({ field }) => (
          <Input.Wrapper
            label={t('labels.color')}
            labelElement="div"
            error={fieldError(errors.color)}
            id="label-color"
          >
            <Group gap={6} mt={4} role="radiogroup" aria-labelledby="label-color-label">
              {inboxLabelPalette.map((colour) => (
                <UnstyledButton
                  key={colour}
                  role="radio"
                  aria-checked={field.value === colour}
                  aria-label={colour}
                  onClick={() => field.onChange(colour)}
                  style={{ borderRadius: '50%' }}
                >
                  <ColorSwatch
                    color={colour}
                    size={26}
                    style={{
                      outline: field.value === colour ? '3px solid var(--mantine-color-text)' : undefined,
                      outlineOffset: 2,
                    }}
                  />
                </UnstyledButton>
              ))}
            </Group>
          </Input.Wrapper>
        )}
      />
    </EntityDrawer>
  )
}
