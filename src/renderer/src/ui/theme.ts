import { createTheme, type CSSVariablesResolver, type MantineThemeComponent } from '@mantine/core'

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 keeps white button text above WCAG AA contrast (shade 6 does not); dark mode uses 8.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, "Noto Sans", "Segoe UI", system-ui, -apple-system, sans-serif',
  headings: { fontWeight: '650' },
  // Drawers, dialogs and menus appear without sliding or fading when the computer asks for reduced motion
  // (WCAG 2.3.3); the end-to-end tests ask for it too, so they never wait on a transition.
  respectReducedMotion: true,
  components: {
    // Compact density for every table: staff scan long lists (inbox, analytics) on laptop screens.
    // A plain object, not Table.extend: that import would put the table (and its scroll area with
    // floating-ui) into the initial bundle for a screen that has none (QUALITY P-1).
    Table: {
      defaultProps: { verticalSpacing: 6, horizontalSpacing: 'sm', fz: 'sm', highlightOnHover: true },
    } satisfies MantineThemeComponent,
  },
})

/**
 * The theme with the words Mantine writes itself, in the interface language: its components carry English
 * labels for assistive technology (the password field's eye: 'Toggle password visibility').
 */
export function themeWithTexts(texts: { readonly togglePasswordVisibility: string }) {
  return {
    ...theme,
    components: {
      ...theme.components,
      // A plain object, not PasswordInput.extend, for the same reason as Table above.
      PasswordInput: {
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': texts.togglePasswordVisibility } },
      } satisfies MantineThemeComponent,
    },
  }
}

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    // Warnings under white text: Mantine's orange-9 (#d9480f) is 4.3:1, under WCAG AA; this orange is 5.2:1.
    '--portal-warning-bg': '#c2410c',
  },
  // Portal colours that differ per scheme: use these instead of a fixed shade, so dark mode stays readable.
  light: {
    '--portal-strong-link': 'var(--mantine-color-indigo-9)',
    '--portal-subtle-bg': 'var(--mantine-color-gray-0)',
    '--portal-notice-text': 'var(--mantine-color-gray-8)',
    '--portal-ok-text': 'var(--mantine-color-teal-9)',
    '--portal-danger-text': 'var(--mantine-color-red-9)',
    '--portal-selected-bg': 'var(--mantine-color-indigo-0)',
    // Conversation bubbles: who wrote a message shows in its colour, text stays at body contrast.
    '--portal-bubble-candidate-bg': 'var(--mantine-color-gray-1)',
    '--portal-bubble-candidate-border': 'var(--mantine-color-gray-4)',
    '--portal-bubble-chatbot-bg': 'var(--mantine-color-indigo-0)',
    '--portal-bubble-chatbot-border': 'var(--mantine-color-indigo-3)',
    '--portal-bubble-recruiter-bg': 'var(--mantine-color-teal-0)',
    '--portal-bubble-recruiter-border': 'var(--mantine-color-teal-4)',
    // The WhatsApp template preview: WhatsApp's own wallpaper, bubble and link colours.
    '--portal-whatsapp-wallpaper': '#efeae2',
    '--portal-whatsapp-bubble': '#ffffff',
    '--portal-whatsapp-link': '#027eb5',
    // Mantine's default "dimmed" grey is 3.3:1 on white; gray-7 meets the 4.5:1 of WCAG AA.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Mantine's error red (red-6) is about 3.3:1 on white; red-8 passes AA for error text.
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    // Links in indigo-8: indigo-7 is 4.47:1 on a hovered table row (gray-1), just under WCAG AA.
    '--mantine-color-anchor': 'var(--mantine-color-indigo-8)',
  },
  dark: {
    '--portal-strong-link': 'var(--mantine-color-indigo-3)',
    '--portal-subtle-bg': 'var(--mantine-color-dark-8)',
    '--portal-notice-text': 'var(--mantine-color-dark-0)',
    '--portal-ok-text': 'var(--mantine-color-teal-4)',
    '--portal-danger-text': 'var(--mantine-color-red-4)',
    '--portal-selected-bg': 'var(--mantine-color-dark-5)',
    // A tint of the sender's colour over the body, dark enough for dark-0 text and the dimmed dark-1.
    '--portal-bubble-candidate-bg': 'var(--mantine-color-dark-6)',
    '--portal-bubble-candidate-border': 'var(--mantine-color-dark-4)',
    '--portal-bubble-chatbot-bg':
      'color-mix(in srgb, var(--mantine-color-indigo-9) 30%, var(--mantine-color-dark-7))',
    '--portal-bubble-chatbot-border': 'var(--mantine-color-indigo-7)',
    '--portal-bubble-recruiter-bg':
      'color-mix(in srgb, var(--mantine-color-teal-9) 30%, var(--mantine-color-dark-7))',
    '--portal-bubble-recruiter-border': 'var(--mantine-color-teal-7)',
    '--portal-whatsapp-wallpaper': '#0b141a',
    '--portal-whatsapp-bubble': '#202c33',
    '--portal-whatsapp-link': '#53bdeb',
    // Mantine's dark dimmed (dark-2) is about 4.1:1 on the dark-7 body; dark-1 is about 8:1. Error lightened.
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    // Links in indigo-3: Mantine's indigo-4 is about 3.8:1 on a hovered table row (dark-5).
    '--mantine-color-anchor': 'var(--mantine-color-indigo-3)',
  },
})
