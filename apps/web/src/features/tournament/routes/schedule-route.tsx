import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { tournamentMessages } from '@portal/contract';
import { useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/i18n-provider';
import { getEventQueryOptions, type PortalEvent } from '../../../lib/event-queries';
import { FollowButton } from '../components/follow-button';
import { MatchSchedule } from '../components/match-schedule';
import { SponsorList } from '../components/sponsor-list';
import { scheduleSearchFrom } from '../components/team-link';
import { TournamentScreen } from '../components/tournament-screen';
import { tournamentRouteMessages as m } from './messages';

/** /teamdetails (spec screen 7): the fixtures with a search, then the event's sponsors. */
export function ScheduleRoute() {
  const t = useT();
  const location = useLocation();
  const initialSearch = scheduleSearchFrom(location.state);
  return (
    <TournamentScreen
      heading={t(m.schedule)}
      loadingLabel={t.text(tournamentMessages.loadingMatches)}
      errorTitle={t(m.scheduleLoadError)}
    >
      {({ tournament, event, eventsSettled }) => (
        <>
          <TeamFollow
            eventId={tournament.eventId}
            teams={tournament.teams}
            search={initialSearch}
          />
          <MatchSchedule
            // A new event or a new team from the points table starts a fresh search.
            key={`${tournament.eventId}:${initialSearch}`}
            matches={tournament.matches}
            teams={tournament.teams}
            initialSearch={initialSearch}
          />
          <Stack component="section" aria-labelledby="sponsors-heading" gap="sm">
            <Title order={2} id="sponsors-heading">
              {t(m.sponsors)}
            </Title>
            <EventSponsors
              eventId={tournament.eventId}
              event={event}
              lookUp={eventsSettled && !event}
            />
          </Stack>
        </>
      )}
    </TournamentScreen>
  );
}

/** Opened from a team in the points table: "Follow" that team (issue 40). */
function TeamFollow(props: {
  eventId: string;
  teams: readonly { _id: string; name: string; shortName: string }[];
  search: string;
}) {
  const wanted = props.search.trim().toLocaleLowerCase();
  const team = wanted
    ? props.teams.find(
        (one) =>
          one.name.toLocaleLowerCase() === wanted || one.shortName.toLocaleLowerCase() === wanted,
      )
    : undefined;
  if (!team) return null;
  return (
    <div>
      <FollowButton
        target={{ kind: 'team', id: team._id, eventId: props.eventId }}
        name={team.name}
      />
    </div>
  );
}

/** Sponsors come with the events list; an event not in it (e.g. an old one) is read on its own. */
function EventSponsors(props: {
  eventId: string;
  event: PortalEvent | undefined;
  lookUp: boolean;
}) {
  const t = useT();
  const single = useQuery({ ...getEventQueryOptions(props.eventId), enabled: props.lookUp });
  const event = props.event ?? single.data;
  if (event) return <SponsorList sponsors={event.sponsors} />;
  if (props.lookUp && single.isPending) return <PageLoader label={t(m.loadingSponsors)} />;
  return <SponsorList sponsors={[]} />;
}
