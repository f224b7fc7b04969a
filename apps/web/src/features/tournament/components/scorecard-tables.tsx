import { Table, Text } from '@mantine/core';
import { tournamentMessages, type BattingEntry, type BowlingEntry } from '@portal/contract';
import { ShortLabel } from './short-label';

const numeric = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/** A batting card: runs, balls, boundaries and how each batter was out. */
export function BattingTable({ rows, label }: { rows: readonly BattingEntry[]; label: string }) {
  if (rows.length === 0) return <Text c="dimmed">{tournamentMessages.noBatting}</Text>;
  return (
    <Table fz="sm" horizontalSpacing={6} verticalSpacing={4} striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Batter</Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short="R" full="Runs" />
          </Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short="B" full="Balls" />
          </Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short="4s" full="Fours" />
          </Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short="6s" full="Sixes" />
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={`${row.player}-${index}`}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {row.player}
              </Text>
              {/* How out sits under the name so the card fits a phone without side-scrolling. */}
              <Text size="xs" c="dimmed">
                {row.howOut ? row.howOut : 'not out'}
              </Text>
            </Table.Td>
            <Table.Td {...numeric} fw={600}>
              {row.runs}
            </Table.Td>
            <Table.Td {...numeric}>{row.balls ?? '–'}</Table.Td>
            <Table.Td {...numeric}>{row.fours}</Table.Td>
            <Table.Td {...numeric}>{row.sixes}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A bowling card: overs, maidens, runs, wickets and economy (runs per over). */
export function BowlingTable({ rows, label }: { rows: readonly BowlingEntry[]; label: string }) {
  if (rows.length === 0) return <Text c="dimmed">{tournamentMessages.noBowling}</Text>;
  return (
    <Table fz="sm" horizontalSpacing={6} verticalSpacing={4} striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Bowler</Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short="O" full="Overs" />
          </Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short="M" full="Maidens" />
          </Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short="R" full="Runs" />
          </Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short="W" full="Wickets" />
          </Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short="Econ" full="Economy" />
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={`${row.player}-${index}`}>
            <Table.Td fw={500}>{row.player}</Table.Td>
            <Table.Td {...numeric}>{row.overs}</Table.Td>
            <Table.Td {...numeric}>{row.maidens}</Table.Td>
            <Table.Td {...numeric}>{row.runs}</Table.Td>
            <Table.Td {...numeric} fw={600}>
              {row.wickets}
            </Table.Td>
            <Table.Td {...numeric}>{row.economy.toFixed(2)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
