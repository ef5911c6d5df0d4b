import { useTranslation } from 'react-i18next'

/**
 * A bar chart drawn as plain SVG: categories with one or more series side by side, axis labels and a
 * `<title>` per bar. @mantine/charts (recharts) alone is about 110 KB gzip, which with the screen's own
 * components breaks QUALITY P-2's 150 KB for the analytics route
 * (docs/decisions/analytics-and-dashboard.md); these bars cost a
 * few KB and a handful of DOM nodes per bar (P-10). Screen readers use the table view of the same numbers.
 */
export interface BarSeries {
  readonly name: string
  readonly label: string
  /** A Mantine colour, 'blue.6'. */
  readonly color: string
}

const cssColor = (color: string) => {
  const [name, shade] = color.split('.')
  return `var(--mantine-color-${name}-${shade ?? 6})`
}

/** Round axis steps: 1, 2 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power
  return 10 * power
}

export function BarChart<Row extends Record<string, unknown>>({
  rows,
  dataKey,
  series,
  orientation = 'horizontal',
  height = 260,
  formatLabel = (category) => category,
}: {
  rows: readonly Row[]
  dataKey: string
  series: readonly BarSeries[]
  orientation?: 'horizontal' | 'vertical'
  height?: number
  formatLabel?: (category: string) => string
}) {
  // Numbers on the axes in the interface language, not the browser's.
  const { i18n } = useTranslation()
  const number = (n: number) => n.toLocaleString(i18n.language)
  const width = 800
  const value = (row: Row, name: string) => Number(row[name] ?? 0)
  const max = niceMax(Math.max(0, ...rows.flatMap((row) => series.map((s) => value(row, s.name)))))
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(max * f * 100) / 100)
  const axisText = { fontSize: 11, fill: 'var(--mantine-color-dimmed)' }
  const grid = 'var(--mantine-color-default-border)'
  if (orientation === 'vertical') {
    // Categories down the side, bars to the right.
    const left = 190
    const right = 16
    const band = (height - 24) / Math.max(rows.length, 1)
    const bar = Math.max(2, (band * 0.7) / series.length)
    const x = (v: number) => left + (v / max) * (width - left - right)
    return (
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="presentation" aria-hidden data-chart="bars">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={0} y2={height - 20} stroke={grid} />
            <text x={x(tick)} y={height - 6} textAnchor="middle" {...axisText}>
              {number(tick)}
            </text>
          </g>
        ))}
        {rows.map((row, index) => {
          const top = index * band + (band - bar * series.length) / 2
          const label = formatLabel(String(row[dataKey] ?? ''))
          return (
            <g key={index}>
              <text x={left - 8} y={index * band + band / 2 + 4} textAnchor="end" {...axisText} fontSize={12}>
                {label.length > 28 ? `${label.slice(0, 27)}…` : label}
              </text>
              {series.map((s, i) => (
                <rect
                  key={s.name}
                  x={left}
                  y={top + i * bar}
                  width={Math.max(0, x(value(row, s.name)) - left)}
                  height={bar - 1}
                  rx={2}
                  fill={cssColor(s.color)}
                >
                  <title>{`${label} · ${s.label}: ${number(value(row, s.name))}`}</title>
                </rect>
              ))}
            </g>
          )
        })}
      </svg>
    )
  }
  // Categories along the bottom, bars upwards.
  const left = 48
  const bottom = 28
  const band = (width - left - 8) / Math.max(rows.length, 1)
  const bar = Math.max(1, (band * 0.75) / series.length)
  const y = (v: number) => height - bottom - (v / max) * (height - bottom - 8)
  // At most about 16 labels along the axis.
  const every = Math.max(1, Math.ceil(rows.length / 16))
  // What fits under the bars a label stands for (about 6.5 units per character at this size).
  const fits = Math.max(3, Math.floor((band * every) / 6.5))
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="presentation" aria-hidden data-chart="bars">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={width - 8} y1={y(tick)} y2={y(tick)} stroke={grid} />
          <text x={left - 6} y={y(tick) + 4} textAnchor="end" {...axisText}>
            {number(tick)}
          </text>
        </g>
      ))}
      {rows.map((row, index) => {
        const x0 = left + index * band + (band - bar * series.length) / 2
        const label = formatLabel(String(row[dataKey] ?? ''))
        return (
          <g key={index}>
            {series.map((s, i) => (
              <rect
                key={s.name}
                x={x0 + i * bar}
                y={y(value(row, s.name))}
                width={Math.max(0.5, bar - 1)}
                height={Math.max(0, height - bottom - y(value(row, s.name)))}
                rx={1.5}
                fill={cssColor(s.color)}
              >
                <title>{`${label} · ${s.label}: ${number(value(row, s.name))}`}</title>
              </rect>
            ))}
            {index % every === 0 && (
              <text x={left + index * band + band / 2} y={height - 10} textAnchor="middle" {...axisText}>
                {label.length > fits ? `${label.slice(0, fits - 1)}…` : label}
              </text>
            )}
          </g>
        )
      })}
    </svg>
  )
}
