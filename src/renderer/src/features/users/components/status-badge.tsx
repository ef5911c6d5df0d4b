import { Badge, useComputedColorScheme, type BadgeProps } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A light badge whose text keeps WCAG AA contrast in both schemes: Mantine's light variant writes teal,
 * orange and yellow text too pale on their tint (even shade 9 stays near 4.5:1 on a striped row), so the
 * tint carries the colour and the text is black in light, a pale shade of the colour in dark.
 */
export function StatusBadge({
  color,
  children,
  wrap = false,
  ...props
}: Omit<BadgeProps, 'color' | 'variant'> & {
  color: string
  children: ReactNode
  /** In narrow table cells: sentence case on as many lines as it needs, never cut off with an ellipsis. */
  wrap?: boolean
  tabIndex?: number
  'aria-label'?: string
  [data: `data-${string}`]: string | undefined
}) {
  const scheme = useComputedColorScheme('light')
  const text = scheme === 'dark' ? `var(--mantine-color-${color}-1)` : 'var(--mantine-color-black)'
  return (
    <Badge
      {...props}
      {...(wrap ? { tt: 'none', h: 'auto', py: 2 } : {})}
      color={color}
      variant="light"
      styles={{ label: { color: text, ...(wrap ? { whiteSpace: 'normal', overflow: 'visible' } : {}) } }}
    >
      {children}
    </Badge>
  )
}
