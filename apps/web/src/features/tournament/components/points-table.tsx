import { useMediaQuery } from '@mantine/hooks';
import type { PointsRule, Team } from '@portal/contract';
import { StandingsCards } from './standings-cards';
import { StandingsTable } from './standings-table';

/** Spec §9: the narrow layout starts below 768 px. */
export const narrowMediaQuery = '(max-width: 767px)';

/** The points table on wide screens, cards on phones; both link each team to its schedule. */
export function PointsTable({
  teams,
  eventId,
  rule,
}: {
  teams: readonly Team[];
  eventId: string;
  rule: PointsRule;
}) {
  const narrow = useMediaQuery(narrowMediaQuery, false, { getInitialValueInEffect: false });
  return narrow ? (
    <StandingsCards teams={teams} eventId={eventId} rule={rule} />
  ) : (
    <StandingsTable teams={teams} eventId={eventId} rule={rule} />
  );
}
