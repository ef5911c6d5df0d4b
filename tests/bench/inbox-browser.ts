/**
 * QUALITY P-5 and P-7 on the Smart Inbox, in Debian's Chromium through the browser harness (real main
 * services, demo sandbox):
 * - P-5: the table's DOM ≤ 1,400 nodes whatever the row count; a filter keystroke is painted within
 *   50 ms at the 95th percentile;
 * - P-7: a day-long session of 300 cycles (paging, filtering, opening conversations, messages arriving)
 *   keeps the heap after GC flat (slope ≈ 0) and ≤ 60 MB.
 * The time budget is absolute (the spec's), so it is measured on a quiet machine: run `npm run bench` alone.
 */
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../chromium'
import { startHarness } from '../harness/host'
import { sandboxSecretHeader } from '../../src/sandbox/index'
import { keystrokeToPaint, percentile, settled, signInAsManager } from './browser-support'

const cycles = 300

type View = 'messages' | 'conversations'

/** The list of a view: what P-5 counts, and what a cycle opens a conversation from. */
const viewParts = {
  messages: { route: '/inbox?view=messages', list: 'inbox-table', row: 'inbox-row' },
  conversations: { route: '/inbox?view=conversations', list: 'conversations-view', row: 'conversation-row' },
} as const

export async function benchInboxBrowser(): Promise<{ ok: boolean; lines: string[] }> {
  const harness = await startHarness({ secrets: null })
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const cdp = await page.context().newCDPSession(page)
    const heapMb = async () => {
      await cdp.send('HeapProfiler.collectGarbage')
      const { usedSize } = await cdp.send('Runtime.getHeapUsage')
      return usedSize / 2 ** 20
    }
    await signInAsManager(page, harness.url)
    const session = await harness.portal.session
    const origin = session.connection()!.origin
    const project = session.selectedChatbot()!.name
    const lines: string[] = []
    let ok = true

    for (const view of ['messages', 'conversations'] as const satisfies readonly View[]) {
      const parts = viewParts[view]
      await page.goto(`${harness.url}/#${parts.route}`)
      await page.getByTestId(parts.row).first().waitFor({ timeout: 30_000 })
      await settled(page)

      // P-5: the list's DOM (the whole three panes in "Gesprekken"), then keystroke-to-paint on a filter field.
      if (view === 'conversations') {
        await page.getByTestId(parts.row).first().click()
        await page.getByTestId('conversation-message').first().waitFor({ timeout: 20_000 })
      }
      const domNodes = await page.locator(`[data-testid="${parts.list}"] *`).count()
      const paints = await keystrokeToPaint(page, page.getByTestId('filter-candidate'), 40)
      const p95 = percentile(paints, 95)

      // P-7: 300 cycles of a recruiter's day.
      const samples: [number, number][] = []
      const done = { pages: 0, filters: 0, conversations: 0, arrivals: 0 }
      for (let cycle = 1; cycle <= cycles; cycle++) {
        switch (cycle % 4) {
          case 0: {
            if (view === 'conversations') {
              // Scroll the list to its end (the next page of 100 loads) and back; a filter with no
              // conversations shows the empty state instead of a list.
              if ((await page.getByTestId('conversation-list').count()) === 0) break
              await page.getByTestId('conversation-list').evaluate((list) => {
                list.scrollTop = list.scrollHeight
              })
              await settled(page)
              await page.getByTestId('conversation-list').evaluate((list) => {
                list.scrollTop = 0
              })
              done.pages++
              break
            }
            const next = page.getByTestId('inbox-pagination').getByRole('button').last()
            if ((await next.count()) > 0 && (await next.isEnabled())) {
              await next.click()
              done.pages++
            }
            break
          }
          case 1:
            // Alternates between a narrowing filter and none: results and option lists come and go.
            // The candidate filter applies on Enter (or leaving the field).
            await page.getByTestId('filter-candidate').fill(cycle % 8 === 1 ? 'OTYS-1' : '')
            await page.getByTestId('filter-candidate').press('Enter')
            done.filters++
            break
          case 2: {
            const row = page.getByTestId(parts.row).first()
            if ((await row.count()) === 0) break
            if (view === 'messages') await row.getByRole('button').first().click()
            else await row.click()
            await page.getByTestId('conversation-message').first().waitFor({ timeout: 20_000 })
            done.conversations++
            if (view === 'messages') {
              await page.keyboard.press('Escape')
              await page
                .getByTestId('conversation-panel')
                .waitFor({ state: 'detached', timeout: 5000 })
                .catch(() => undefined)
            } else {
              // The filter may have emptied the list meanwhile (the empty state replaces it): then the
              // conversation's own × closes it.
              const list = page.getByTestId('conversation-list')
              if ((await list.count()) > 0) {
                await list.focus()
                await page.keyboard.press('Escape')
              } else await page.getByTestId('conversation-close').click()
              await page
                .getByTestId('conversation-none')
                .waitFor({ timeout: 5000 })
                .catch(() => undefined)
            }
            break
          }
          case 3:
            await fetch(`${origin}/__sandbox/inbound-message`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', [sandboxSecretHeader]: harness.sandboxSecret },
              body: JSON.stringify({
                project_id: project,
                text: `Bericht ${cycle}`,
                phone_number: '+31600000099',
              }),
            })
            done.arrivals++
            break
        }
        await settled(page)
        if (cycle % 30 === 0) samples.push([cycle, await heapMb()])
      }
      // Least-squares slope over the samples after warm-up (caches fill in the first cycles).
      const steady = samples.filter(([cycle]) => cycle >= 60)
      const meanX = steady.reduce((s, [x]) => s + x, 0) / steady.length
      const meanY = steady.reduce((s, [, y]) => s + y, 0) / steady.length
      const slope =
        steady.reduce((s, [x, y]) => s + (x - meanX) * (y - meanY), 0) /
        steady.reduce((s, [x]) => s + (x - meanX) ** 2, 0)
      const last = samples.at(-1)![1]
      const growthPer100 = slope * 100
      const checks: [string, boolean][] = [
        [`${view}: list DOM nodes ${domNodes} (≤ 1,400)`, domNodes <= 1400],
        [`${view}: filter keystroke → paint p95 ${p95.toFixed(1)} ms (≤ 50)`, p95 <= 50],
        [`${view}: heap after GC at cycle ${cycles}: ${last.toFixed(1)} MB (≤ 60)`, last <= 60],
        [
          `${view}: heap slope ${growthPer100 >= 0 ? '+' : ''}${growthPer100.toFixed(2)} MB per 100 cycles (flat: ≤ 1)`,
          growthPer100 <= 1,
        ],
      ]
      ok &&= checks.every(([, passed]) => passed)
      for (const [text, passed] of checks) console.error(`  ${passed ? 'ok  ' : 'FAIL'} ${text}`)
      lines.push(
        `P-5/P-7 Smart Inbox "${view}" in Chromium: ${done.pages} page turns, ${done.filters} filter changes, ${done.conversations} conversations opened, ${done.arrivals} messages arrived; heap samples ${samples.map(([c, mb]) => `${c}:${mb.toFixed(1)}`).join(' ')} (information)`,
        ...checks.map(([text, passed]) => `  ${passed ? 'ok  ' : 'FAIL'} ${text}`),
      )
    }
    return { ok, lines }
  } finally {
    await browser.close()
    await harness.close()
  }
}
