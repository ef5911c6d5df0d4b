/**
 * One code of the error catalogue: the HTTP status the sandbox answers with and its one wording per
 * language. The sandbox answers `en`; the renderer shows `common:errors.<code>` built from the same entry
 * (lib/errors.ts), so the server and the screen never disagree.
 */
export interface ErrorEntry {
  readonly status: number
  readonly en: string
  readonly nl: string
}

/** An area's codes (`errors/<area>.ts`), merged into the one catalogue by `errors/index.ts`. */
export type AreaErrors = Readonly<Record<string, ErrorEntry>>
