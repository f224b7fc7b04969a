import { Group, Table } from '@mantine/core';
import type { PointsRule, Team } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import { standingsMessages as m } from './messages';
import { pointsExplanation } from './points-explanation';
import { ShortLabel } from './short-label';
import { TeamLogo } from './team-logo';
import { TeamScheduleLink } from './team-link';
import { formatNetRunRate, formatRecord } from './tournament-format';

const numeric = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/** Spec screen 6 at 768 px and wider; rows keep the API's standings order. */
export function StandingsTable({
  teams,
  eventId,
  rule,
}: {
  teams: readonly Team[];
  eventId: string;
  rule: PointsRule;
}) {
  const t = useT();
  return (
    <Table verticalSpacing="sm" highlightOnHover captionSide="bottom" aria-label={t(m.label)}>
      <Table.Caption ta="start" c="dimmed" fz="sm">
        {pointsExplanation(rule)}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th {...numeric} w={48}>
            <ShortLabel short={t(m.rankShort)} full={t(m.rank)} />
          </Table.Th>
          <Table.Th>{t(m.team)}</Table.Th>
          <Table.Th {...numeric}>{t(m.matches)}</Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short={t(m.wonLostShort)} full={t(m.wonLost)} />
          </Table.Th>
          <Table.Th {...numeric}>{t(m.points)}</Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short={t(m.nrrShort)} full={t(m.nrr)} />
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {teams.map((team) => (
          <Table.Tr key={team.id}>
            <Table.Td {...numeric}>{formatNumber(team.rank)}</Table.Td>
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <TeamLogo team={team} size={32} />
                <TeamScheduleLink eventId={eventId} team={team} />
              </Group>
            </Table.Td>
            <Table.Td {...numeric}>{formatNumber(team.matchesPlayed)}</Table.Td>
            <Table.Td {...numeric}>{formatRecord(team)}</Table.Td>
            <Table.Td {...numeric} fw={700}>
              {formatNumber(team.points)}
            </Table.Td>
            <Table.Td {...numeric} ff="monospace">
              {formatNetRunRate(team.netRunRate)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
