import { Group, Table } from '@mantine/core';
import type { PointsRule, Team } from '@portal/contract';
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
  return (
    <Table verticalSpacing="sm" highlightOnHover captionSide="bottom" aria-label="Points table">
      <Table.Caption ta="start" c="dimmed" fz="sm">
        {pointsExplanation(rule)}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th {...numeric} w={48}>
            <ShortLabel short="#" full="Rank" />
          </Table.Th>
          <Table.Th>Team</Table.Th>
          <Table.Th {...numeric}>Matches</Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short="W-L" full="Won-lost" />
          </Table.Th>
          <Table.Th {...numeric}>Points</Table.Th>
          <Table.Th {...numeric}>
            <ShortLabel short="NRR" full="Net run rate" />
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {teams.map((team) => (
          <Table.Tr key={team.id}>
            <Table.Td {...numeric}>{team.rank}</Table.Td>
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <TeamLogo team={team} size={32} />
                <TeamScheduleLink eventId={eventId} team={team} />
              </Group>
            </Table.Td>
            <Table.Td {...numeric}>{team.matchesPlayed}</Table.Td>
            <Table.Td {...numeric}>{formatRecord(team)}</Table.Td>
            <Table.Td {...numeric} fw={700}>
              {team.points}
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
