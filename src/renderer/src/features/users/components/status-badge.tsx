import { Badge, useComputedColorScheme, type BadgeProps } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A light badge whose text keeps WCAG AA contrast in both schemes: Mantine's light variant writes teal,
 * orange and yellow text too pale on their tint, so the text takes the colour's darkest shade in light
 * and a pale one in dark.
 */
export function StatusBadge({
  color,
  children,
  ...props
}: Omit<BadgeProps, 'color' | 'variant'> & {
  color: string
  children: ReactNode
  tabIndex?: number
  'aria-label'?: string
  [data: `data-${string}`]: string | undefined
}) {
  const scheme = useComputedColorScheme('light')
  const text = `var(--mantine-color-${color}-${scheme === 'dark' ? 2 : 9})`
  return (
    <Badge {...props} color={color} variant="light" styles={{ label: { color: text } }}>
      {children}
    </Badge>
  )
}
