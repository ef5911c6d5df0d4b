import type { CSSProperties } from 'react'

/**
 * Mantine's error red (red-6) is about 3.3:1 on white, below WCAG AA; red-8 passes. Set on the roots of the
 * session screens and their modals (which render in portals) until the shared theme fixes it for everyone.
 */
export const accessibleErrorColor = { '--mantine-color-error': 'var(--mantine-color-red-8)' } as CSSProperties
