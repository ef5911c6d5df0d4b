import { Card, ColorSwatch, Group, SegmentedControl, Table, Text, Title } from '@mantine/core'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BarChart } from './bar-chart'

export interface Column<Row> {
  readonly key: string
  readonly label: string
  readonly value: (row: Row) => ReactNode
  readonly numeric?: boolean
}

/**
 * One chart with the same numbers as a table (accessibility: every chart is readable as a table), and a
 * legend when there is more than one series.
 */
export function ChartCard<Row extends Record<string, unknown>>({
  title,
  rows,
  dataKey,
  series,
  columns,
  testId,
  orientation = 'horizontal',
  height = 260,
  extra,
  exportAs,
  formatLabel,
}: {
  title: string
  rows: readonly Row[]
  dataKey: string
  series: readonly { name: string; label: string; color: string }[]
  columns: readonly Column<Row>[]
  testId: string
  orientation?: 'horizontal' | 'vertical'
  height?: number
  extra?: ReactNode
  /** Export buttons for the same numbers. */
  exportAs?: ReactNode
  /** How a category is written along the chart's axis (a day as "29-10"); as it is by default. */
  formatLabel?: (value: string) => string
}) {
  const { t } = useTranslation('analytics')
  const [view, setView] = useState<'chart' | 'table'>('chart')
  const titleId = useId()
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId} aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="h4" id={titleId}>
          {title}
        </Title>
        <Group gap="sm" wrap="nowrap">
          {exportAs}
          <SegmentedControl
            size="xs"
            aria-label={t('view')}
            value={view}
            onChange={(value) => setView(value as 'chart' | 'table')}
            data={[
              { value: 'chart', label: t('showChart') },
              { value: 'table', label: t('showTable') },
            ]}
            data-testid={`${testId}-view`}
          />
        </Group>
      </Group>
      {extra}
      {view === 'chart' ? (
        <>
          <BarChart
            rows={rows}
            dataKey={dataKey}
            series={series}
            orientation={orientation}
            height={height}
            {...(formatLabel ? { formatLabel } : {})}
          />
          {series.length > 1 && (
            <Group gap="md" mt={4}>
              {series.map((s) => (
                <Group key={s.name} gap={6}>
                  <ColorSwatch color={`var(--mantine-color-${s.color.replace('.', '-')})`} size={12} />
                  <Text size="xs">{s.label}</Text>
                </Group>
              ))}
            </Group>
          )}
        </>
      ) : (
        <DataTable rows={rows} columns={columns} testId={`${testId}-table`} caption={title} />
      )}
    </Card>
  )
}

export function DataTable<Row>({
  rows,
  columns,
  testId,
  caption,
}: {
  rows: readonly Row[]
  columns: readonly Column<Row>[]
  testId: string
  caption: string
}) {
  return (
    <Table.ScrollContainer minWidth={400}>
      <Table striped withTableBorder data-testid={testId}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text size="xs" c="dimmed" component="span">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} style={c.numeric ? { textAlign: 'right' } : undefined}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              {columns.map((c) => (
                <Table.Td key={c.key} style={c.numeric ? { textAlign: 'right' } : undefined}>
                  {c.value(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
