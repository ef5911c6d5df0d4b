import { createTheme } from '@mantine/core'

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'Inter, "Noto Sans", "Segoe UI", system-ui, -apple-system, sans-serif',
  headings: { fontWeight: '650' },
})
