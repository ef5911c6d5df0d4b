/**
 * One icon per file (`@tabler/icons-react/dist/esm/icons/IconX.mjs`): the dev server and the unit tests load
 * only the icons in use instead of the barrel's ~6,000 modules. The package ships no types per file.
 */
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { Icon } from '@tabler/icons-react'
  const icon: Icon
  export default icon
}
