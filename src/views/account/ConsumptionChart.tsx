import { Box, Table } from '@chakra-ui/react';
import type { Consumption } from '../../services/profileApi';
import { formatDate, profileTexts as t } from './texts';

const width = 600;
const height = 160;
const axis = 20;

/**
 * Robot actions per day as an SVG bar chart: the picture is one image with a summary for screen readers, each
 * bar names its day and count on hover, and the same numbers sit in a table under a native disclosure.
 */
export function ConsumptionChart({ consumption }: { consumption: Consumption }) {
  const { days } = consumption;
  const peak = Math.max(1, ...days.map((day) => day.actions));
  const slot = width / Math.max(1, days.length);
  const plot = height - axis;
  const label = t.usageChartLabel(formatDate(consumption.startDate), formatDate(consumption.endDate), consumption.total);
  return (
    <Box>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-label={label} style={{ display: 'block', maxHeight: '12rem' }}>
        <line x1="0" y1={plot} x2={width} y2={plot} stroke="currentColor" strokeOpacity="0.4" />
        {days.map((day, index) => {
          const barHeight = (day.actions / peak) * (plot - 12);
          return (
            <rect
              key={day.date}
              data-testid="consumption-bar"
              x={index * slot + slot * 0.15}
              y={plot - barHeight}
              width={slot * 0.7}
              height={barHeight}
              fill="var(--chakra-colors-teal-500)"
            >
              <title>{t.usageBarLabel(formatDate(day.date), day.actions)}</title>
            </rect>
          );
        })}
        <text x="0" y="10" fontSize="11" fill="currentColor">
          {peak}
        </text>
        <text x="0" y={height - 4} fontSize="11" fill="currentColor">
          {formatDate(consumption.startDate)}
        </text>
        <text x={width} y={height - 4} fontSize="11" fill="currentColor" textAnchor="end">
          {formatDate(consumption.endDate)}
        </text>
      </svg>
      <details>
        <summary>{t.usageShowTable}</summary>
        <Table.ScrollArea maxH="20rem">
          <Table.Root size="sm">
            <Table.Caption>{t.usageTableCaption}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t.usageColumns.date}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.usageColumns.actions}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {days.map((day) => (
                <Table.Row key={day.date}>
                  <Table.Cell>{formatDate(day.date)}</Table.Cell>
                  <Table.Cell textAlign="end">{day.actions}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </details>
    </Box>
  );
}
