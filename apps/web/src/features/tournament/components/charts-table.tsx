import { Table } from '@mantine/core';
import { useT } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import { inningsKeys, type ChartRow } from './ball-derivations';
import { chartMessages as m } from './ball-messages';
import classes from './charts-table.module.css';

const numeric = { ta: 'right' } as const;
const shown = (value: number | undefined) => (value === undefined ? '–' : formatNumber(value));

/** The charts' numbers as a table, for a screen reader or anyone who prefers to read them. */
export function ChartsTable({
  rows,
  worm,
  teams,
}: {
  rows: readonly ChartRow[];
  worm: readonly ChartRow[];
  teams: readonly string[];
}) {
  const t = useT();
  const keys = inningsKeys.slice(0, teams.length);
  const totalAt = (over: number) => worm.find((row) => row.over === over);
  return (
    <details className={classes.details}>
      <summary className={classes.summary}>{t(m.asTable)}</summary>
      <Table.ScrollContainer minWidth={320}>
        <Table
          fz="sm"
          horizontalSpacing={6}
          verticalSpacing={4}
          striped
          aria-label={t(m.tableLabel)}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th {...numeric}>{t(m.over)}</Table.Th>
              {keys.map((key, index) => [
                <Table.Th key={`${key}r`} {...numeric}>
                  {t(m.teamRuns, { team: teams[index]! })}
                </Table.Th>,
                <Table.Th key={`${key}t`} {...numeric}>
                  {t(m.teamTotal, { team: teams[index]! })}
                </Table.Th>,
                <Table.Th key={`${key}w`} {...numeric}>
                  {t(m.teamWickets, { team: teams[index]! })}
                </Table.Th>,
              ])}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.over}>
                <Table.Td {...numeric}>{formatNumber(row.over)}</Table.Td>
                {keys.map((key) => [
                  <Table.Td key={`${key}r`} {...numeric}>
                    {shown(row[key])}
                  </Table.Td>,
                  <Table.Td key={`${key}t`} {...numeric}>
                    {shown(totalAt(row.over)?.[key])}
                  </Table.Td>,
                  <Table.Td key={`${key}w`} {...numeric}>
                    {shown(row[`${key}Wickets`])}
                  </Table.Td>,
                ])}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </details>
  );
}
