import { render } from '@testing-library/react'
import { renderWithProviders } from '../../../test-utils'
import { describe, expect, it } from 'vitest'
import { BarChart, niceMax } from './bar-chart'

describe('BarChart', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 12, 48, 51, 730].map(niceMax)).toEqual([1, 1, 5, 10, 20, 50, 100, 1000])
  })

  it('draws one bar per value with its number as the tooltip, few nodes for 24 hours', () => {
    const rows = Array.from({ length: 24 }, (_, hour) => ({ label: `${hour}:00`, users: hour * 2 }))
    const { container } = render(
      <BarChart rows={rows} dataKey="label" series={[{ name: 'users', label: 'Users', color: 'cyan.6' }]} />,
    )
    const bars = container.querySelectorAll('rect')
    expect(bars).toHaveLength(24)
    expect(bars[23]?.querySelector('title')?.textContent).toBe('23:00 · Users: 46')
    // The tallest bar reaches the top of the axis (max 46 → axis 50).
    expect(Number(bars[23]?.getAttribute('height'))).toBeGreaterThan(
      Number(bars[1]?.getAttribute('height')) * 20,
    )
    expect(container.querySelectorAll('*').length).toBeLessThan(200)
  })

  it('draws grouped bars side by side in the vertical orientation', () => {
    const { container } = render(
      <BarChart
        orientation="vertical"
        rows={[
          { state: 'Vraag 1', reached: 10, dropped: 2 },
          { state: 'Vraag 2', reached: 8, dropped: 1 },
        ]}
        dataKey="state"
        series={[
          { name: 'reached', label: 'Reached', color: 'blue.6' },
          { name: 'dropped', label: 'Dropped', color: 'red.6' },
        ]}
      />,
    )
    expect(container.querySelectorAll('rect')).toHaveLength(4)
    expect(container.textContent).toContain('Vraag 2')
  })

  it('writes days along the axis as the caller formats them and numbers in the interface language', () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({
      period: `2026-11-${String(i + 1).padStart(2, '0')}`,
      users: i === 29 ? 12_000 : i,
    }))
    const { container } = renderWithProviders(
      <BarChart
        rows={rows}
        dataKey="period"
        formatLabel={(day) => `${day.slice(8)}-${day.slice(5, 7)}`}
        series={[{ name: 'users', label: 'Gebruikers', color: 'blue.6' }]}
      />,
      'nl-NL',
    )
    const axis = [...container.querySelectorAll('text')].map((text) => text.textContent)
    expect(axis).toContain('01-11')
    expect(axis).not.toContain('2026-11-01')
    // 30 days, every second one labelled: no two labels share the space of one.
    expect(axis.filter((label) => /^\d\d-11$/.test(label ?? ''))).toHaveLength(15)
    // Dutch thousands, whatever the browser's own locale.
    expect(axis).toContain('20.000')
    expect(container.querySelectorAll('rect')[29]?.querySelector('title')?.textContent).toBe(
      '30-11 · Gebruikers: 12.000',
    )
  })
})
