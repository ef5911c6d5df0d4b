import { createTheme, type CSSVariablesResolver } from '@mantine/core'

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 keeps white button text above WCAG AA contrast (shade 6 does not).
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, "Noto Sans", "Segoe UI", system-ui, -apple-system, sans-serif',
  headings: { fontWeight: '650' },
})

/** Mantine's default "dimmed" grey is 3.3:1 on white; gray-7 meets the 4.5:1 of WCAG AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Mantine's error red (red-6) is about 3.3:1 on white; red-8 passes AA for error text.
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
})
