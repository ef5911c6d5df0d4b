/**
 * An automation's (campaign's) status as a filled badge: shades whose white label meets 4.5:1 in both
 * colour schemes (axe). Shared by the automations screens and the partner portal, which list the same
 * campaigns.
 */
export const campaignStatusColors = { A_0: 'gray.7', A_1: 'teal.9', A_2: 'violet.8' } as const
