import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import { leaderboardMessages as m } from './leaderboard-messages';
import { ShortLabel } from './short-label';

export interface LeaderboardColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column the table is ranked by, shown bold. */
  leading?: boolean;
}

const numeric = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/** One leaderboard: rank, the player with their team, then the table's own figures. */
export function LeaderboardTable<Row extends { player: string; team: string }>({
  label,
  rows,
  columns,
}: {
  label: string;
  rows: readonly Row[];
  columns: LeaderboardColumn<Row>[];
}) {
  const t = useT();
  if (rows.length === 0) return <Text c="dimmed">{t(m.nobody)}</Text>;
  return (
    <Table fz="sm" horizontalSpacing={6} verticalSpacing={4} striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th {...numeric}>
            <ShortLabel short="#" full={t(m.rank)} />
          </Table.Th>
          <Table.Th>{t(m.player)}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.header} {...numeric}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={`${row.player}-${row.team}-${index}`}>
            <Table.Td {...numeric}>{formatNumber(index + 1)}</Table.Td>
            <Table.Td>
              <Text size="sm" fw={500} span>
                {row.player}
              </Text>{' '}
              <Text size="xs" c="dimmed" span>
                {row.team}
              </Text>
            </Table.Td>
            {columns.map((column) => (
              <Table.Td key={column.header} {...numeric} fw={column.leading ? 700 : undefined}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
