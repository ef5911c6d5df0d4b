import { valibotResolver } from '@hookform/resolvers/valibot'
import type { FieldValues, Resolver } from 'react-hook-form'
import type * as v from 'valibot'

/**
 * The valibot resolver every form of the portal uses, checking every rule on submit at once. The resolver
 * stops a schema's pipe at the first failure unless the form asks for all criteria, so a form-level rule
 * (the confirmation equal to the password, a team chosen) stayed silent until every field passed, and a
 * user met the problems one after the other. The errors keep their shape (the first message per field).
 */
export function allRulesResolver<Input extends FieldValues, Output>(
  schema: v.GenericSchema<Input, Output>,
): Resolver<Input, unknown, Output> {
  const resolve = valibotResolver<Input, unknown, Output>(schema)
  return (values, context, options) => resolve(values, context, { ...options, criteriaMode: 'all' })
}
