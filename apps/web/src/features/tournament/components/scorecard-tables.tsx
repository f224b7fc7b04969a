import { Table, Text } from '@mantine/core';
import { tournamentMessages, type BattingEntry, type BowlingEntry } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import { scorecardMessages as m } from './messages';
import { ShortLabel } from './short-label';

const numeric = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/** A batting card: runs, balls, boundaries and how each batter was out. */
export function BattingTable({ rows, label }: { rows: readonly BattingEntry[]; label: string }) {
  const t = useT();
  if (rows.length === 0) return <Text c="dimmed">{t.text(tournamentMessages.noBatting)}</Text>;
  return (
    <Table fz="sm" horizontalSpacing={6} verticalSpacing={4} striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t(m.batter)}</Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short={t(m.runsShort)} full={t(m.runs)} />
          </Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short={t(m.ballsShort)} full={t(m.balls)} />
          </Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short={t(m.foursShort)} full={t(m.fours)} />
          </Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short={t(m.sixesShort)} full={t(m.sixes)} />
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
                {row.howOut ? row.howOut : t(m.notOut)}
              </Text>
            </Table.Td>
            <Table.Td {...numeric} fw={600}>
              {formatNumber(row.runs)}
            </Table.Td>
            <Table.Td {...numeric}>
              {row.balls === undefined ? '–' : formatNumber(row.balls)}
            </Table.Td>
            <Table.Td {...numeric}>{formatNumber(row.fours)}</Table.Td>
            <Table.Td {...numeric}>{formatNumber(row.sixes)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A bowling card: overs, maidens, runs, wickets and economy (runs per over). */
export function BowlingTable({ rows, label }: { rows: readonly BowlingEntry[]; label: string }) {
  const t = useT();
  if (rows.length === 0) return <Text c="dimmed">{t.text(tournamentMessages.noBowling)}</Text>;
  return (
    <Table fz="sm" horizontalSpacing={6} verticalSpacing={4} striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t(m.bowler)}</Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short={t(m.oversShort)} full={t(m.overs)} />
          </Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short={t(m.maidensShort)} full={t(m.maidens)} />
          </Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short={t(m.runsShort)} full={t(m.runs)} />
          </Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short={t(m.wicketsShort)} full={t(m.wickets)} />
          </Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short={t(m.economyShort)} full={t(m.economy)} />
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={`${row.player}-${index}`}>
            <Table.Td fw={500}>{row.player}</Table.Td>
            <Table.Td {...numeric}>{row.overs}</Table.Td>
            <Table.Td {...numeric}>{formatNumber(row.maidens)}</Table.Td>
            <Table.Td {...numeric}>{formatNumber(row.runs)}</Table.Td>
            <Table.Td {...numeric} fw={600}>
              {formatNumber(row.wickets)}
            </Table.Td>
            <Table.Td {...numeric}>
              {formatNumber(row.economy, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
