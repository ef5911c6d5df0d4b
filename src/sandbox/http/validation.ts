import { vValidator } from '@hono/valibot-validator'
import type { Context, MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { ApiError } from '../errors'

/**
 * Request parsing for every route (ARCHITECTURE §8): `@hono/valibot-validator` with a valibot schema per
 * request, and one hook that turns the schema's issues into the sandbox's 400 `invalid_input` answer with
 * `fields` (`{ "<dotted field>": ["message"] }`). Handlers read the typed result with `c.req.valid(...)`.
 */

type Fields = Record<string, string[]>
type AnySchema = v.GenericSchema | v.GenericSchemaAsync

/**
 * The `fields` of an invalid_input answer: one message per field, named by its dotted path
 * (`conversation.conversation_id`); when a field has several issues the last one stands.
 */
export function fieldsOf(issues: readonly v.BaseIssue<unknown>[]): Fields {
  const fields: Fields = {}
  for (const issue of issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') || 'body'
    fields[key] = [issue.message]
  }
  return fields
}

const refuseInvalid = (result: { success: boolean; issues?: readonly v.BaseIssue<unknown>[] }) => {
  if (!result.success) throw new ApiError('invalid_input', { fields: fieldsOf(result.issues ?? []) })
}

/**
 * Reads the JSON body before the validator does, for the answers the portal gives: not JSON → 400
 * `malformed_body`; with `object`, anything but an object (an array, a number) too; an empty body is `{}`
 * when `emptyIs: 'object'`. (The validator itself would answer a bare HTTPException.)
 */
function readJson(options: { object: boolean; emptyIs: 'object' | 'malformed' }): MiddlewareHandler {
  return async (c, next) => {
    const text = await c.req.text()
    if (!text.trim()) {
      if (options.emptyIs === 'malformed') throw new ApiError('malformed_body')
      // What the validator reads next (HonoRequest keeps the body it read as text in bodyCache).
      c.req.bodyCache.text = Promise.resolve('{}') as unknown as string
      return next()
    }
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      throw new ApiError('malformed_body')
    }
    if (options.object && (typeof value !== 'object' || value === null || Array.isArray(value)))
      throw new ApiError('malformed_body')
    return next()
  }
}

/** Chains a body reader in front of a validator, keeping the validator's types for `c.req.valid`. */
function after<M extends MiddlewareHandler>(first: MiddlewareHandler, validator: M): M {
  return (async (c: Context, next: () => Promise<void>) => {
    let response: Response | void = undefined
    await first(c, async () => {
      response = await validator(c, next)
    })
    return response
  }) as M
}

/** A JSON object body (empty counts as `{}`), checked by `schema`. */
export const jsonBody = <S extends AnySchema>(schema: S) =>
  after(readJson({ object: true, emptyIs: 'object' }), vValidator('json', schema, refuseInvalid))

/** Any JSON value as the body (the realtime store's PUT), checked by `schema`. */
export const jsonValueBody = <S extends AnySchema>(schema: S, options: { object: boolean }) =>
  after(readJson({ object: options.object, emptyIs: 'malformed' }), vValidator('json', schema, refuseInvalid))

/** The query string, checked by `schema` (a repeated parameter counts with its first value, see `param`). */
export const query = <S extends AnySchema>(schema: S) => vValidator('query', schema, refuseInvalid)

/** A multipart or form body, checked by `schema`. */
export const formBody = <S extends AnySchema>(schema: S) => vValidator('form', schema, refuseInvalid)

// Building blocks for the schemas of the routes.

/** A query parameter: its first value when repeated, '' when absent. */
export const param = v.optional(
  v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((value) => (Array.isArray(value) ? (value[0] ?? '') : value)),
  ),
  '',
)

/** A body field read as text: a string as it is, anything else (absent, a number) as ''. */
export const anyText = v.pipe(
  v.optional(v.unknown(), ''),
  v.transform((value) => (typeof value === 'string' ? value : '')),
)

/** A body field as trimmed text ('' when it is not a string). */
export const trimmedText = v.pipe(
  anyText,
  v.transform((value) => value.trim()),
)

/** Text that must not be empty (after trimming), with the spec's message. */
export const requiredText = (message = 'This field is required.') =>
  v.pipe(
    trimmedText,
    v.check((value) => value !== '', message),
  )

/** A body field passed on as it is for the service to judge (its own error codes, e.g. invalid_token). */
export const passThrough = v.optional(v.unknown())

/** A JSON object (not null, not an array). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
