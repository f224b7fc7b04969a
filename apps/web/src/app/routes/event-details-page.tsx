import { EventDetailsRoute } from '../../features/events/routes/event-details-route';
import {
  EventPointsTable,
  EventSchedule,
} from '../../features/tournament/components/event-tournament-sections';

const tournament = { Teams: EventPointsTable, Schedule: EventSchedule };

/** The event details screen with its Teams and Schedule tabs showing the event's tournament. */
export function EventDetailsPage() {
  return <EventDetailsRoute tournament={tournament} />;
}
