/**
 * The icons the portal uses (@tabler/icons-react, Mantine's companion set), imported one file each so the
 * initial bundle carries only these (QUALITY P-1). Add an icon here, then use it by name.
 */
export type { Icon } from '@tabler/icons-react'
export { default as IconAdjustments } from '@tabler/icons-react/dist/esm/icons/IconAdjustments.mjs'
export { default as IconChartBar } from '@tabler/icons-react/dist/esm/icons/IconChartBar.mjs'
export { default as IconCheck } from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs'
export { default as IconChevronDown } from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs'
export { default as IconDownload } from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs'
export { default as IconFileText } from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs'
export { default as IconHeartHandshake } from '@tabler/icons-react/dist/esm/icons/IconHeartHandshake.mjs'
export { default as IconInbox } from '@tabler/icons-react/dist/esm/icons/IconInbox.mjs'
export { default as IconKey } from '@tabler/icons-react/dist/esm/icons/IconKey.mjs'
export { default as IconLayoutSidebarLeftCollapse } from '@tabler/icons-react/dist/esm/icons/IconLayoutSidebarLeftCollapse.mjs'
export { default as IconLayoutSidebarLeftExpand } from '@tabler/icons-react/dist/esm/icons/IconLayoutSidebarLeftExpand.mjs'
export { default as IconLock } from '@tabler/icons-react/dist/esm/icons/IconLock.mjs'
export { default as IconMessageChatbot } from '@tabler/icons-react/dist/esm/icons/IconMessageChatbot.mjs'
export { default as IconMessages } from '@tabler/icons-react/dist/esm/icons/IconMessages.mjs'
export { default as IconRobot } from '@tabler/icons-react/dist/esm/icons/IconRobot.mjs'
export { default as IconSearch } from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs'
export { default as IconSettings } from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs'
export { default as IconUsers } from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs'
