import type { Seeder } from '../db/seeder'
import { standInPages } from './facebook-stand-in'
import * as t from './schema'

const day = 24 * 60 * 60_000

/**
 * The werving chatbot has its vacancies page connected but switched off, so the tab opens on a real row
 * and the quick-start wizard's "Facebook page active" check is still open to be done; the other chatbots
 * have none (the empty state).
 */
export const facebookLeadsSeeder: Seeder = {
  name: 'facebook leads',
  file: 'facebook-leads/seed.ts',
  timeColumns: [t.facebookPages.connectedAt, t.facebookPages.updatedAt],
  async seed(tx, now) {
    const page = standInPages[0]
    await tx.insert(t.facebookPages).values({
      id: 'fbp-werving-vacatures',
      chatbotId: 'cb-werving',
      pageId: page.pageId,
      pageName: page.pageName,
      isActive: false,
      pageAccessToken: 'EAAPseededpagetokenwervingvacatures',
      connectedAt: now - 12 * day,
      updatedAt: now - 3 * day,
    })
  },
}
