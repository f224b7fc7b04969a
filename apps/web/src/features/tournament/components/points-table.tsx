import type { PointsRule, Team } from '@portal/contract';
import { NarrowOrWide } from '../../../components/narrow-or-wide';
import { StandingsCards } from './standings-cards';
import { StandingsTable } from './standings-table';

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
  return (
    <NarrowOrWide
      narrow={<StandingsCards teams={teams} eventId={eventId} rule={rule} />}
      wide={<StandingsTable teams={teams} eventId={eventId} rule={rule} />}
    />
  );
}
