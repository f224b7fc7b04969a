import { Anchor, type AnchorProps } from '@mantine/core';
import type { Team } from '@portal/contract';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** Navigation state that pre-fills the schedule's search (spec §2 /team, /teamdetails). */
export interface ScheduleState {
  teamName: string;
}

/** The team's name as a link to the event's schedule, searched for that team. */
export function TeamScheduleLink({
  eventId,
  team,
  ...props
}: { eventId: string; team: Pick<Team, 'name'> } & AnchorProps & { className?: string }) {
  const state: ScheduleState = { teamName: team.name };
  return (
    <Anchor
      component={Link}
      to={{ pathname: paths.teamDetails, search: `?${new URLSearchParams({ event: eventId })}` }}
      state={state}
      fw={600}
      {...props}
    >
      {team.name}
    </Anchor>
  );
}

/** The team name passed in navigation state, if any. */
export function scheduleSearchFrom(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'teamName' in state) {
    const { teamName } = state;
    if (typeof teamName === 'string') return teamName;
  }
  return '';
}
