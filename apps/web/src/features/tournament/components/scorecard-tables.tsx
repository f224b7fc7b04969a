import { Table, Text } from '@mantine/core';
import { tournamentMessages, type BattingEntry, type BowlingEntry } from '@portal/contract';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import { scorecardMessages as m } from './messages';
import { ShortLabel } from './short-label';

const numeric = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

type Message = (typeof m)[keyof typeof m];

interface Column<Row> {
  short: Message;
  full: Message;
  cell: (row: Row) => ReactNode;
  /** The figure the card is read for (runs for a batter, wickets for a bowler). */
  main?: boolean;
}

interface CardTableProps<Row extends { player: string }> {
  rows: readonly Row[];
  label: string;
  empty: string;
  heading: string;
  name: (row: Row) => ReactNode;
  columns: readonly Column<Row>[];
}

/** One card's table: a name column, then figures right-aligned, short headings on a phone. */
function CardTable<Row extends { player: string }>(props: CardTableProps<Row>) {
  const t = useT();
  const { rows, label, empty, heading, name, columns } = props;
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Table fz="sm" horizontalSpacing={6} verticalSpacing={4} striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{heading}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.full.id} {...numeric}>
              <ShortLabel short={t(column.short)} full={t(column.full)} />
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={`${row.player}-${index}`}>
            <Table.Td>{name(row)}</Table.Td>
            {columns.map((column) => (
              <Table.Td key={column.full.id} {...numeric} fw={column.main ? 600 : undefined}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const battingColumns: readonly Column<BattingEntry>[] = [
  { short: m.runsShort, full: m.runs, cell: (row) => formatNumber(row.runs), main: true },
  {
    short: m.ballsShort,
    full: m.balls,
    cell: (row) => (row.balls === undefined ? '–' : formatNumber(row.balls)),
  },
  { short: m.foursShort, full: m.fours, cell: (row) => formatNumber(row.fours) },
  { short: m.sixesShort, full: m.sixes, cell: (row) => formatNumber(row.sixes) },
];

const twoDecimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const bowlingColumns: readonly Column<BowlingEntry>[] = [
  { short: m.oversShort, full: m.overs, cell: (row) => row.overs },
  { short: m.maidensShort, full: m.maidens, cell: (row) => formatNumber(row.maidens) },
  { short: m.runsShort, full: m.runs, cell: (row) => formatNumber(row.runs) },
  { short: m.wicketsShort, full: m.wickets, cell: (row) => formatNumber(row.wickets), main: true },
  { short: m.economyShort, full: m.economy, cell: (row) => formatNumber(row.economy, twoDecimals) },
];

/** A batting card: runs, balls, boundaries and how each batter was out. */
export function BattingTable({ rows, label }: { rows: readonly BattingEntry[]; label: string }) {
  const t = useT();
  return (
    <CardTable
      rows={rows}
      label={label}
      empty={t.text(tournamentMessages.noBatting)}
      heading={t(m.batter)}
      columns={battingColumns}
      name={(row) => (
        <>
          <Text size="sm" fw={500}>
            {row.player}
          </Text>
          {/* How out sits under the name so the card fits a phone without side-scrolling. */}
          <Text size="xs" c="dimmed">
            {row.howOut ? row.howOut : t(m.notOut)}
          </Text>
        </>
      )}
    />
  );
}

/** A bowling card: overs, maidens, runs, wickets and economy (runs per over). */
export function BowlingTable({ rows, label }: { rows: readonly BowlingEntry[]; label: string }) {
  const t = useT();
  return (
    <CardTable
      rows={rows}
      label={label}
      empty={t.text(tournamentMessages.noBowling)}
      heading={t(m.bowler)}
      columns={bowlingColumns}
      name={(row) => (
        <Text span size="sm" fw={500}>
          {row.player}
        </Text>
      )}
    />
  );
}
