import { Group, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Registration } from '@portal/contract';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useT, type Translate } from '../../../i18n/i18n-provider';
import { formatDateParts, formatNumber } from '../../../lib/format';
import { registrationsMessages as m } from './dashboard-messages';
import { registrationsPerDay, type DayCount } from './registrations-per-day';
import classes from './registrations-chart.module.css';

const width = 400;
const height = 180;
const margin = { top: 14, right: 30, bottom: 24, left: 26 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;

// "5 Dec": a YYYY-MM-DD day of the viewer's zone, read as local midnight (not UTC's).
const dayLabel = (day: string) =>
  formatDateParts(dayjs(day).toDate(), { day: 'numeric', month: 'short' });

function summary(t: Translate, days: DayCount[]): string {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best), first);
  return t(m.chartSummary, {
    total: last.cumulative,
    lastDay: dayLabel(last.day),
    busiestDay: dayLabel(busiest.day),
    busiestCount: busiest.count,
    firstDay: dayLabel(first.day),
  });
}

/** Registrations per day as bars, with the running total as a line; no chart library. */
export function RegistrationsChart({ registrations }: { registrations: readonly Registration[] }) {
  const t = useT();
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
        {t(m.overTime)}
      </Title>
      <svg
        className={classes.chart}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{t(m.perDay)}</title>
        <desc id={`${id}-desc`}>{summary(t, days)}</desc>
        <line
          className={classes.axis}
          x1={margin.left}
          x2={width - margin.right}
          y1={margin.top + plotHeight}
          y2={margin.top + plotHeight}
        />
        <text className={classes.label} x={margin.left - 4} y={margin.top + 4} textAnchor="end">
          {formatNumber(maxCount)}
        </text>
        <text
          className={classes.label}
          x={margin.left - 4}
          y={margin.top + plotHeight}
          textAnchor="end"
        >
          {formatNumber(0)}
        </text>
        <text className={classes.lineLabel} x={width - margin.right + 4} y={margin.top + 4}>
          {formatNumber(total)}
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
            <title>{`${dayLabel(day.day)}: ${formatNumber(day.count)}`}</title>
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
          <span className={classes.barKey} /> {t(m.perDayKey)}
        </Text>
        <Text size="xs" c="dimmed">
          <span className={classes.lineKey} /> {t(m.runningTotalKey)}
        </Text>
      </Group>
      <VisuallyHidden>
        <Table>
          <caption>{t(m.perDay)}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t(m.day)}</Table.Th>
              <Table.Th scope="col">{t(m.registrations)}</Table.Th>
              <Table.Th scope="col">{t(m.runningTotal)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days
              .filter((day) => day.count > 0)
              .map((day) => (
                <Table.Tr key={day.day}>
                  <Table.Td>{dayLabel(day.day)}</Table.Td>
                  <Table.Td>{formatNumber(day.count)}</Table.Td>
                  <Table.Td>{formatNumber(day.cumulative)}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Paper>
  );
}
