/**
 * Upload limits per kind (spec 001 §5 and §9, spec 000 §5): widget image under 2 MB, JPG or PNG; profile
 * picture exactly 640x640, under 5 MB, JPG or PNG; document (docx, word, pdf) at most 8 MB.
 */
export type UploadFormat = 'png' | 'jpg' | 'pdf' | 'docx' | 'doc'

export interface UploadKind {
  readonly maxBytes: number
  readonly formats: readonly UploadFormat[]
  /** Exact pixel size, where the spec fixes one. */
  readonly size?: { readonly width: number; readonly height: number }
}

const mb = 1024 * 1024

export const uploadKinds = {
  widget_image: { maxBytes: 2 * mb, formats: ['png', 'jpg'] },
  profile_picture: { maxBytes: 5 * mb, formats: ['png', 'jpg'], size: { width: 640, height: 640 } },
  document: { maxBytes: 8 * mb, formats: ['pdf', 'docx', 'doc'] },
  /** A report's or support ticket's image: PNG or JPG (spec 000 §5); no size in the spec (decisions/report.md). */
  support_image: { maxBytes: 5 * mb, formats: ['png', 'jpg'] },
} as const satisfies Record<string, UploadKind>

export type UploadKindName = keyof typeof uploadKinds

export const largestUploadBytes = Math.max(...Object.values(uploadKinds).map((kind) => kind.maxBytes))

export function isUploadKind(value: unknown): value is UploadKindName {
  return typeof value === 'string' && Object.hasOwn(uploadKinds, value)
}
