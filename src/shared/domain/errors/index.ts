import * as errorAreas from './area-list'

/**
 * The error codes of every area, by area (area-list.ts: a new area is one line there). A code belongs to
 * exactly one area (errors/index.test.ts).
 */
export { errorAreas }

type Areas = (typeof errorAreas)[keyof typeof errorAreas]
type Merged<U> = (U extends unknown ? (area: U) => void : never) extends (area: infer All) => void
  ? All
  : never

/**
 * Every error code the sandbox answers with, its HTTP status and its one wording per language, merged
 * from the areas. The sandbox answers with `en`; the renderer shows `common:errors.<code>` built from this
 * table (lib/errors.ts), so the sandbox and the screen never disagree.
 */
export const errorCatalogue = Object.assign({}, ...Object.values(errorAreas)) as Merged<Areas>

export type ErrorCode = keyof typeof errorCatalogue

const codeByWording = new Map<string, ErrorCode>()
for (const [code, entry] of Object.entries(errorCatalogue) as [ErrorCode, { en: string }][])
  if (!codeByWording.has(entry.en)) codeByWording.set(entry.en, code)

/**
 * The code whose wording a server's message is (a field error's messages are catalogue wordings), so the
 * screen can show it in the interface language; null for any other text.
 */
export function errorCodeOfWording(message: string): ErrorCode | null {
  return codeByWording.get(message.trim()) ?? null
}
