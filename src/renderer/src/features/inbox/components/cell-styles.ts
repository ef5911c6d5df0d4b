import type { CSSProperties } from 'react'

/**
 * One element per cell keeps a 20-row page far under the DOM budget (QUALITY P-5). Long or hostile text
 * (5,000 characters, no spaces, RTL) is clamped to one line with an ellipsis; the full value is in the
 * title and in the conversation.
 */
export const clampedCell: CSSProperties = {
  maxWidth: '16rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  unicodeBidi: 'plaintext',
}

export const narrowCell: CSSProperties = { width: '2.5rem', whiteSpace: 'nowrap' }

/** A visually hidden label that screen readers still read. */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
}
