import { useRef, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type * as v from 'valibot'
import { describeError } from './errors'
import { applyServerFieldErrors, MutationFailedError, serverFieldErrors } from './field-errors'
import { allRulesResolver } from './form-resolver'

/** The values a form's fields hold: its schema's input. */
export type FormValues<S extends v.GenericSchema> =
  v.InferInput<S> extends FieldValues ? v.InferInput<S> : never

export interface EntityForm<F extends FieldValues, O = F> {
  /** The fields hold the schema's input; a valid submit hands its output (trimmed, transformed) to `submit`. */
  readonly form: UseFormReturn<F, unknown, O>
  /** The form's onSubmit: validates, then calls `submit` once; a second click while it runs sends nothing. */
  readonly onSubmit: (event?: { preventDefault?: () => void }) => Promise<void>
  readonly submitting: boolean
  /** A failure no field shows (the code's message, or server field errors for fields not in the form). */
  readonly formError: string | null
}

/**
 * A react-hook-form form checked by a valibot schema (`@hookform/resolvers/valibot`; schemas from
 * `shared/domain` when main or the sandbox check the same rule) that submits once: while `submit` runs,
 * further submits are ignored (QUALITY REL-11). A failure's field errors (a mutation's
 * `errors: [{ field, messages }]` or a REST `invalid_input`'s fields) are shown on their fields; anything
 * else becomes `formError`. After success the form's values become its new clean state.
 */
export function useEntityForm<S extends v.GenericSchema>({
  schema,
  defaultValues,
  submit,
  namespace = 'common',
  fieldMap,
}: {
  /** The form's valibot schema, as it is: its input types the fields, its output what `submit` gets. */
  schema: S
  defaultValues: DefaultValues<FormValues<S>>
  submit: (values: v.InferOutput<S>) => Promise<unknown>
  /** Where the failure messages are looked up first (lib/errors.ts). */
  namespace?: string
  /** Server field name → form field, where they differ. */
  fieldMap?: Readonly<Record<string, Path<FormValues<S>>>>
}): EntityForm<FormValues<S>, v.InferOutput<S>> {
  type F = FormValues<S>
  const { i18n } = useTranslation()
  const form = useForm<F, unknown, v.InferOutput<S>>({
    // The one place the schema meets the resolver's types (its input is the form's values by FormValues).
    resolver: allRulesResolver(schema as unknown as v.GenericSchema<F, v.InferOutput<S>>),
    defaultValues,
    mode: 'onTouched',
  })
  const inFlight = useRef(false)
  const [submitting, setSubmitting] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)

  const send = async (values: v.InferOutput<S>) => {
    setFormError(null)
    // What the fields held when they passed: the clean state after success (the output may be transformed).
    const held = form.getValues()
    try {
      await submit(values)
      form.reset(held)
    } catch (error) {
      const fields = Object.keys(defaultValues as object) as Path<F>[]
      const unshown = applyServerFieldErrors(error, form.setError, fields, fieldMap)
      if (unshown.length > 0) setFormError(unshown.flatMap((entry) => entry.messages).join(' '))
      else if (serverFieldErrors(error).length === 0)
        setFormError(
          error instanceof MutationFailedError && error.errorMessage
            ? error.errorMessage
            : describeError(i18n, error, namespace).message,
        )
    }
  }
  return {
    form,
    submitting,
    formError,
    onSubmit: async (event) => {
      event?.preventDefault?.()
      // A double click: the second submit arrives while the first still validates or runs and is dropped
      // here, so only one request ever leaves.
      if (inFlight.current) return
      inFlight.current = true
      setSubmitting(true)
      try {
        await form.handleSubmit(send)()
      } finally {
        inFlight.current = false
        setSubmitting(false)
      }
    },
  }
}
