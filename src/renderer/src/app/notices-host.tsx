import { Notifications } from '@mantine/notifications'

/**
 * Mantine's container for notices, in a module of its own so app.tsx can load it after the first screen
 * (QUALITY P-1): its transitions and scroll handling are not needed to show a screen.
 */
export function NoticesHost() {
  // Bottom left: over the navigation's empty lower part, never over the header's controls.
  return <Notifications position="bottom-left" containerWidth={360} />
}
