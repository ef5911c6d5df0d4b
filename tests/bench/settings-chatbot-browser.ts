/**
 * Settings › Chatbot with 300 settings, in Debian's Chromium through the browser harness (real main
 * services, demo sandbox; the extra settings are seeded into the sandbox's database, not typed in):
 * - the tab's DOM ≤ 1,400 nodes: as it opens, with a section open, and with a search that matches every
 *   section;
 * - keystroke → paint ≤ 50 ms at the 95th percentile, typing into a setting of the open section.
 * The time budget is absolute (the issue's), so it is measured on a quiet machine: run `npm run bench` alone.
 * For information, the ratio to the same keystrokes with the demo's own settings, measured in the same run.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { chromium, type Page } from 'playwright-core'
import type { ChatbotSettingType } from '../../src/shared/domain/settings'
import { chatbotSettings } from '../../src/sandbox/settings/schema'
import { createSandboxServer } from '../../src/sandbox/server'
import { chromiumLaunchOptions } from '../chromium'
import { startHarness } from '../harness/host'
import { keystrokeToPaint, percentile, settled, signInAsManager } from './browser-support'

const settingCount = 300
const samples = 40
const budget = { domNodes: 1400, paintMs: 50 }
const sections = ['conversation', 'ats', 'notifications', 'privacy', 'platform'] as const
const types: readonly [ChatbotSettingType, string][] = [
  ['FREETEXT', 'Talentbrug'],
  ['BOOLEAN', 'true'],
  ['INT', '10'],
  ['JSON', '{\n  "enabled": true\n}'],
]

/** The demo's data folder with the manager's chatbot holding `total` settings: its own and added ones. */
async function seedSettings(dataDir: string, total: number): Promise<void> {
  const server = await createSandboxServer({ dataDir })
  try {
    const own = await server.db
      .select({ id: chatbotSettings.id })
      .from(chatbotSettings)
      .where(eq(chatbotSettings.chatbotId, 'cb-werving'))
    const now = Date.now()
    await server.db.insert(chatbotSettings).values(
      Array.from({ length: total - own.length }, (_, index) => {
        const [settingType, value] = types[index % types.length]!
        return {
          id: `set-bench-${index}`,
          chatbotId: 'cb-werving',
          key: `BENCH_SETTING_${index}`,
          value,
          settingType,
          helpText: `Benchmark setting ${index}: what it changes in the conversation and who notices.`,
          section: sections[index % sections.length]!,
          position: 100 + index,
          updatedAt: now,
        }
      }),
    )
  } finally {
    await server.close()
  }
}

async function nodesOf(page: Page): Promise<number> {
  return page.locator('[data-testid="chatbot-settings"], [data-testid="chatbot-settings"] *').count()
}

/** The tab's figures for the workspace in `dataDir`; `folded`: its sections start folded (many settings): search, then open the one typed in. */
async function measure(dataDir: string, folded: boolean) {
  const harness = await startHarness({ secrets: null, demoDataDir: dataDir })
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await signInAsManager(page, harness.url)
    await page.goto(`${harness.url}/#/settings/chatbot`)
    await page.getByTestId('chatbot-settings').waitFor({ timeout: 60_000 })
    await settled(page)
    const opening = await nodesOf(page)
    const settings = page.getByTestId('chatbot-settings')
    let searching = opening
    if (folded) {
      await settings.getByRole('textbox').first().fill('benchmark setting')
      await page.locator('[data-setting]').first().waitFor()
      searching = await nodesOf(page)
      await settings.getByRole('textbox').first().fill('')
      await settings.locator('[data-section="conversation"]').getByTestId('settings-section-toggle').click()
    }
    const open = await nodesOf(page)
    const field = page.locator('[data-setting="FALLBACK_MESSAGE"]')
    await field.waitFor()
    const paints = await keystrokeToPaint(page, field, samples)
    return { opening, open, searching, p95: percentile(paints, 95) }
  } finally {
    await browser.close()
    await harness.close()
  }
}

export async function benchSettingsChatbotBrowser(): Promise<{ ok: boolean; lines: string[] }> {
  const small = mkdtempSync(path.join(tmpdir(), 'bench-settings-demo-'))
  const large = mkdtempSync(path.join(tmpdir(), 'bench-settings-300-'))
  try {
    await seedSettings(large, settingCount)
    const baseline = await measure(small, false)
    const figures = await measure(large, true)
    const checks: [string, boolean][] = [
      [`tab DOM nodes as it opens ${figures.opening} (≤ 1,400)`, figures.opening <= budget.domNodes],
      [`tab DOM nodes with a section open ${figures.open} (≤ 1,400)`, figures.open <= budget.domNodes],
      [
        `tab DOM nodes searching all sections ${figures.searching} (≤ 1,400)`,
        figures.searching <= budget.domNodes,
      ],
      [
        `keystroke → paint p95 ${figures.p95.toFixed(1)} ms (≤ ${budget.paintMs}); with the demo's own settings ${baseline.p95.toFixed(1)} ms, ratio ${(figures.p95 / Math.max(baseline.p95, 0.1)).toFixed(2)} (information)`,
        figures.p95 <= budget.paintMs,
      ],
    ]
    return {
      ok: checks.every(([, passed]) => passed),
      lines: [
        `Settings › Chatbot with ${settingCount} settings in Chromium`,
        ...checks.map(([text, passed]) => `  ${passed ? 'ok  ' : 'FAIL'} ${text}`),
      ],
    }
  } finally {
    rmSync(small, { recursive: true, force: true })
    rmSync(large, { recursive: true, force: true })
  }
}

// `node --expose-gc --import tsx tests/bench/settings-chatbot-browser.ts` runs this bench alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const result = await benchSettingsChatbotBrowser()
  for (const line of result.lines) console.log(line)
  process.exit(result.ok ? 0 : 1)
}
