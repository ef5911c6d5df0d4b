/** The short units a duration is written in: "u", "min", "s" (nl-NL); "h", "min", "s" (en-US). */
export interface DurationUnits {
  readonly h: string
  readonly m: string
  readonly s: string
}

/** Seconds as "1 h 05 min" / "4 min 09 s" / "12 s": short enough for a table cell in both languages. */
export function formatDuration(seconds: number | null | undefined, units: DurationUnits): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '–'
  const total = Math.max(0, Math.round(seconds))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  if (h > 0) return `${h} ${units.h} ${pad(m)} ${units.m}`
  if (m > 0) return `${m} ${units.m} ${pad(s)} ${units.s}`
  return `${s} ${units.s}`
}
