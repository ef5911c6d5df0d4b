import { Stack, Text } from '@mantine/core'

/**
 * An HTML template as the recipient would see it, in a frame that is its own opaque origin with nothing
 * allowed (`sandbox=""`: no scripts, forms, pop-ups, top navigation or access to the portal's page), so
 * server HTML never becomes part of the portal's DOM (QUALITY SEC-14). The frame inherits the renderer's
 * Content Security Policy, so remote images and styles the template names do not load either.
 */
export function HtmlPreview({ html, title }: { html: string; title: string }) {
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        {title}
      </Text>
      <iframe
        title={title}
        sandbox=""
        referrerPolicy="no-referrer"
        // Light like a mail client whatever the portal's scheme: without it the dark scheme reaches the frame
        // and the mail's default black text is painted on a dark canvas.
        srcDoc={`<meta name="color-scheme" content="light only">${html}`}
        style={{
          width: '100%',
          height: 260,
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          // The e-mail is shown on white whatever the portal's scheme, as mail clients show it.
          background: '#fff',
          colorScheme: 'light',
        }}
        data-testid="template-preview"
      />
    </Stack>
  )
}
