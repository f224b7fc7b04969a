import { Group, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Registration } from '@portal/contract';
import dayjs from 'dayjs';
import { useId } from 'react';
import { registrationsPerDay, type DayCount } from './registrations-per-day';
import classes from './registrations-chart.module.css';

const width = 400;
const height = 180;
const margin = { top: 14, right: 30, bottom: 24, left: 26 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;

const dayLabel = (day: string) => dayjs(day).format('D MMM');

function summary(days: DayCount[]): string {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best), first);
  return (
    `${last.cumulative} registrations in total by ${dayLabel(last.day)}. ` +
    `Busiest day: ${dayLabel(busiest.day)} with ${busiest.count}. ` +
    `Chart covers ${dayLabel(first.day)} to ${dayLabel(last.day)}.`
  );
}

/** Registrations per day as bars, with the running total as a line; no chart library. */
export function RegistrationsChart({ registrations }: { registrations: readonly Registration[] }) {
  const id = useId();
  const days = registrationsPerDay(registrations);
  if (days.length === 0) return null;

  const maxCount = Math.max(...days.map((day) => day.count));
  const total = days[days.length - 1]!.cumulative;
  const slot = plotWidth / days.length;
  const barWidth = Math.max(1, slot * 0.7);
  const y = (value: number, max: number) => margin.top + plotHeight - (value / max) * plotHeight;
  const line = days
    .map((day, index) => `${margin.left + slot * (index + 0.5)},${y(day.cumulative, total)}`)
    .join(' ');

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h4" mb="xs">
        Registrations over time
      </Title>
      <svg
        className={classes.chart}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>Registrations per day</title>
        <desc id={`${id}-desc`}>{summary(days)}</desc>
        <line
          className={classes.axis}
          x1={margin.left}
          x2={width - margin.right}
          y1={margin.top + plotHeight}
          y2={margin.top + plotHeight}
        />
        <text className={classes.label} x={margin.left - 4} y={margin.top + 4} textAnchor="end">
          {maxCount}
        </text>
        <text
          className={classes.label}
          x={margin.left - 4}
          y={margin.top + plotHeight}
          textAnchor="end"
        >
          0
        </text>
        <text className={classes.lineLabel} x={width - margin.right + 4} y={margin.top + 4}>
          {total}
        </text>
        {days.map((day, index) => (
          <rect
            key={day.day}
            className={classes.bar}
            x={margin.left + slot * index + (slot - barWidth) / 2}
            y={y(day.count, maxCount)}
            width={barWidth}
            height={(day.count / maxCount) * plotHeight}
          >
            <title>{`${dayLabel(day.day)}: ${day.count}`}</title>
          </rect>
        ))}
        {days.length > 1 && <polyline className={classes.line} points={line} />}
        <text className={classes.label} x={margin.left} y={height - 6}>
          {dayLabel(days[0]!.day)}
        </text>
        <text className={classes.label} x={width - margin.right} y={height - 6} textAnchor="end">
          {dayLabel(days[days.length - 1]!.day)}
        </text>
      </svg>
      <Group gap="md" mt="xs" aria-hidden>
        <Text size="xs" c="dimmed">
          <span className={classes.barKey} /> Per day (left scale)
        </Text>
        <Text size="xs" c="dimmed">
          <span className={classes.lineKey} /> Running total (right scale)
        </Text>
      </Group>
      <VisuallyHidden>
        <Table>
          <caption>Registrations per day</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Day</Table.Th>
              <Table.Th scope="col">Registrations</Table.Th>
              <Table.Th scope="col">Running total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days
              .filter((day) => day.count > 0)
              .map((day) => (
                <Table.Tr key={day.day}>
                  <Table.Td>{dayLabel(day.day)}</Table.Td>
                  <Table.Td>{day.count}</Table.Td>
                  <Table.Td>{day.cumulative}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Paper>
  );
}
