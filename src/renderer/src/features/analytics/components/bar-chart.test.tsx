import { render } from '@testing-library/react'
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
})
