import { useSearchParams } from 'react-router';
import { useEvents, type PortalEvent } from '../../../lib/event-queries';

export function hasTeams(event: PortalEvent): boolean {
  return (event.teams?.length ?? 0) > 0;
}

/** The tournament to show by default: one under way, else the next to start, else the latest. */
export function defaultTournament(
  events: readonly PortalEvent[],
  now: number,
): PortalEvent | undefined {
  const candidates = events.filter(hasTeams);
  const starts = (event: PortalEvent) => Date.parse(event.date);
  const ends = (event: PortalEvent) => Date.parse(event.endDate);
  return (
    candidates.find((event) => starts(event) <= now && now <= ends(event)) ??
    candidates
      .filter((event) => starts(event) > now)
      .sort((a, b) => starts(a) - starts(b))
      .at(0) ??
    [...candidates].sort((a, b) => ends(b) - ends(a)).at(0)
  );
}

/**
 * Which event's tournament a screen shows: `?event=<id>`, or else the default above. The
 * events list also feeds the "Tournament" picker and the schedule's sponsors.
 */
export function useTournamentEvent() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('event') || undefined;
  const events = useEvents({ order: 'desc' });
  const tournaments = (events.data ?? []).filter(hasTeams);
  // "Now" is when the list arrived: stable across renders, and fresh after every refetch.
  const eventId = requested ?? defaultTournament(tournaments, events.dataUpdatedAt)?.id;
  return {
    eventId,
    /** The chosen event from the list, when the list has it. */
    event: events.data?.find((event) => event.id === eventId),
    tournaments,
    events,
    choose: (id: string) => setParams({ event: id }),
  };
}
