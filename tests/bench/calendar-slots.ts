/**
 * Calendar slots: the slot computation with its explanations (`computeSlots`) for 50 calendar users × 90
 * days, the whole batch p95 ≤ 250 ms. That absolute budget is the gate. For information, the ratio to a
 * baseline measured in the same run: a plain loop building the same day and slot objects (same counts, no
 * rules, no time zones), i.e. what the answer costs to allocate at all.
 * Each user has working-day windows (09:00–17:00, some with a lunch break), 30-minute slots, ~200 busy times
 * and 40 appointments, buffers, a daily limit and a few excluded days; the 90 days cross the spring DST
 * change in every zone used, so the slower path of a change day runs too.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { noDailyLimit, workingDays, type ScheduleSlot } from '../../src/shared/domain/calendar'
import {
  computeSlots,
  type DaySlots,
  type RemovedSlot,
  type SlotQuery,
  type TimeSpan,
} from '../../src/shared/domain/calendar-slots'

const users = 50
const rounds = 40
const budgetMs = 250
const now = Date.parse('2026-03-02T07:00:00Z')
const from = '2026-03-02'
const to = '2026-05-30' // 90 days
const zones = [
  'Europe/Amsterdam',
  'Europe/Amsterdam',
  'Europe/Amsterdam',
  'Europe/London',
  'America/New_York',
]

/** Deterministic: every run measures the same calendars. */
function generator(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

function userQuery(index: number): SlotQuery {
  const random = generator(1000 + index)
  const quarterHours = (count: number) => count * 15 * 60_000
  // Busy times and appointments on working hours (06:00–18:00 UTC covers them in all three zones).
  const spans = (count: number, maxQuarters: number) =>
    Array.from({ length: count }, () => {
      const day = Date.parse(`${from}T06:00:00Z`) + Math.floor(random() * 90) * 86_400_000
      const start = day + quarterHours(Math.floor(random() * 48))
      return { start, end: start + quarterHours(1 + Math.floor(random() * maxQuarters)) }
    })
  const lunchBreak = index % 3 === 0
  const weekly: ScheduleSlot[] = workingDays.flatMap((day) =>
    lunchBreak
      ? [
          { day, startTime: '09:00:00', endTime: '12:30:00' },
          { day, startTime: '13:30:00', endTime: '17:00:00' },
        ]
      : [{ day, startTime: '09:00:00', endTime: '17:00:00' }],
  )
  return {
    now,
    timeZone: zones[index % zones.length]!,
    durationMinutes: 30,
    preference: {
      dailyLimit: index % 4 === 0 ? noDailyLimit : 6,
      planOffsetDays: 1,
      sameDayOffsetHours: index % 5 === 0 ? 4 : 0,
      planRange: 12,
      timeBeforeEvent: 10,
      timeAfterEvent: 15,
    },
    weekly,
    excludedDays: ['2026-04-03', '2026-04-06', '2026-04-27', '2026-05-05'],
    busy: spans(200, 8),
    appointments: spans(40, 2),
    calendarLink: 'linked',
    from,
    to,
  }
}

/** The baseline: the same number of day, offered and removed objects, built by a plain loop. */
function plainLoop(shape: readonly (readonly { offered: number; removed: number }[])[]): number {
  let built = 0
  for (const days of shape) {
    const result: DaySlots[] = []
    let start = now
    for (const counts of days) {
      const offered: TimeSpan[] = []
      const removed: RemovedSlot[] = []
      for (let i = 0; i < counts.offered; i++) offered.push({ start, end: (start += 1_800_000) })
      for (let i = 0; i < counts.removed; i++)
        removed.push({ start, end: (start += 1_800_000), reason: 'busy' })
      result.push({ day: from, offered, removed })
    }
    built += result.length
  }
  return built
}

/** Garbage is collected as V8 decides, inside the timed runs: its cost is part of the answer's. */
function timed(run: () => unknown): number {
  const started = performance.now()
  run()
  return performance.now() - started
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!

export async function benchCalendarSlots(): Promise<{ ok: boolean; lines: string[] }> {
  const queries = Array.from({ length: users }, (_, index) => userQuery(index))
  const batch = () => queries.map((query) => computeSlots(query))
  const answers = batch()
  const shape = answers.map((days) =>
    days.map((day) => ({ offered: day.offered.length, removed: day.removed.length })),
  )
  const slots = shape.flat().reduce((sum, day) => sum + day.offered + day.removed, 0)
  const offered = shape.flat().reduce((sum, day) => sum + day.offered, 0)

  for (let i = 0; i < 5; i++) {
    batch()
    plainLoop(shape)
  }
  // Pairs side by side, alternating which goes first: the machine's speed drifts over a run, so the ratio is
  // only fair between neighbouring runs.
  const pairs: { slotsMs: number; baselineMs: number }[] = []
  for (let round = 0; round < rounds; round++) {
    const slotsFirst = round % 2 === 0
    const first = slotsFirst ? timed(batch) : timed(() => plainLoop(shape))
    const second = slotsFirst ? timed(() => plainLoop(shape)) : timed(batch)
    pairs.push(slotsFirst ? { slotsMs: first, baselineMs: second } : { slotsMs: second, baselineMs: first })
  }
  const batchMs = pairs.map((pair) => pair.slotsMs)
  const p95 = percentile(batchMs, 95)
  const ratio = median(pairs.map((pair) => pair.slotsMs / pair.baselineMs))
  const ok = p95 <= budgetMs
  return {
    ok,
    lines: [
      `Calendar slots: ${users} users × 90 days, ${slots} slots (${offered} offered): batch median ${median(batchMs).toFixed(1)} ms, plain loop building the same objects ${median(pairs.map((pair) => pair.baselineMs)).toFixed(1)} ms (information)`,
      `  ${ok ? 'ok  ' : 'FAIL'} batch p95 ${p95.toFixed(1)} ms over ${rounds} runs (≤ ${budgetMs}); ratio to the plain loop ${ratio.toFixed(2)}, median of ${rounds} pairs (information)`,
    ],
  }
}

// `node --expose-gc --import tsx tests/bench/calendar-slots.ts` runs this benchmark alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const result = await benchCalendarSlots()
  for (const line of result.lines) console.log(line)
  process.exit(result.ok ? 0 : 1)
}
