/** `npm run bench`: runs every benchmark, prints its figures, exits non-zero when a budget is missed. */
import { benchAnalyticsBrowser } from './analytics-browser'
import { benchAtsFieldSearch } from './ats-field-search'
import { checkBundleBudgets } from './bundle-budgets'
import { benchCalendarBrowser } from './calendar-browser'
import { benchCalendarSlots } from './calendar-slots'
import { benchExports } from './exports'
import { benchFlowTreeBrowser } from './flow-tree-browser'
import { benchDemoStartup } from './demo-startup'
import { benchInboxBrowser } from './inbox-browser'
import { soakInboxWatcher } from './inbox-watcher-soak'
import { benchMainStartup } from './main-startup'
import { benchSettingsBrowser } from './settings-browser'
import { benchSettingsChatbotBrowser } from './settings-chatbot-browser'

const benches = [
  ['P-1/P-2 bundle budgets', async () => checkBundleBudgets()],
  ['P-3 main start-up', benchMainStartup],
  ['P-4 CSV and .xlsx export', benchExports],
  ['calendar slots for 50 users × 90 days', benchCalendarSlots],
  ['ATS field search, a page of 20 from 5,000 fields', benchAtsFieldSearch],
  ['REL-4 inbox watcher soak', soakInboxWatcher],
  ['P-5/P-7 Smart Inbox in Chromium', benchInboxBrowser],
  ['P-9 demo workspace start', benchDemoStartup],
  ['P-6 builder tree view in Chromium', benchFlowTreeBrowser],
  ['P-10 analytics in Chromium', benchAnalyticsBrowser],
  ['calendar overview and team coverage with 50 calendar users in Chromium', benchCalendarBrowser],
  ['Settings widget preview in Chromium', benchSettingsBrowser],
  ['Settings chatbot tab with 300 settings in Chromium', benchSettingsChatbotBrowser],
] as const
let failed = 0
for (const [name, bench] of benches) {
  // A bench that stops (a page that never loads, a timeout) is reported and counted as missed; the rest
  // still run, so one broken measurement does not hide every other figure.
  try {
    const result = await bench()
    for (const line of result.lines) console.log(line)
    if (!result.ok) {
      failed++
      console.log(`  ${name}: budget missed`)
    }
  } catch (error) {
    failed++
    console.log(
      `  ${name}: stopped before its figures: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
process.exit(failed === 0 ? 0 : 1)
