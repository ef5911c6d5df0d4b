import * as v from 'valibot'

/** A server answer that does not have the shape we rely on (QUALITY REL-9: an error state, never a crash). */
export class BadServerReplyError extends Error {
  constructor(what: string, issues: readonly v.BaseIssue<unknown>[]) {
    super(
      `Unexpected ${what} reply: ${issues
        .map((issue) => issue.message)
        .join('; ')
        .slice(0, 300)}`,
    )
    this.name = 'BadServerReplyError'
  }
}

export function parseReply<S extends v.GenericSchema>(
  what: string,
  schema: S,
  answer: unknown,
): v.InferOutput<S> {
  const result = v.safeParse(schema, answer)
  if (!result.success) throw new BadServerReplyError(what, result.issues)
  return result.output
}
