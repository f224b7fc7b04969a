import { Anchor, EmptyState, Stack } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryContent } from '../../../components/query-content';
import { useT } from '../../../i18n/i18n-provider';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useManagedEvents } from '../api/get-managed-events';
import { EventPicker } from '../../../components/event-picker';
import { TournamentSections } from '../components/tournament-sections';
import { tournamentAdminPageMessages as m } from './messages';
import { PageHeading } from '../../../components/page-heading';

/**
 * Organisers' page for an event's cricket tournament: teams, fixtures one by one or from a CSV,
 * and the way to each match's scorer screen. The event is kept in the address (?event=<id>).
 */
export function TournamentAdminRoute() {
  const t = useT();
  const siteName = useSiteName();
  const [params, setParams] = useSearchParams();
  const managed = useManagedEvents();
  // No event chosen: the one with a tournament (issue 36: the newest event, often without one,
  // opened onto empty teams), else the newest.
  const eventId =
    params.get('event') ??
    (managed.data?.find((candidate) => candidate.hasTournament) ?? managed.data?.[0])?._id ??
    null;
  const event = managed.data?.find((candidate) => candidate._id === eventId);

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <title>{`${event ? t(m.eventTitle, { event: event.title }) : t(m.title)} · ${siteName}`}</title>
      <PageHeading title={t(m.title)} intro={t(m.intro)}>
        {eventId && (
          <Anchor
            component={Link}
            to={`${paths.eventDetailsTour}?event=${encodeURIComponent(eventId)}`}
          >
            {t(m.openMatchCenter)}
          </Anchor>
        )}
      </PageHeading>

      <QueryContent
        query={managed}
        loading={<PageLoader label={t(m.loadingEvents)} />}
        errorTitle={t(m.loadEventsError)}
      >
        {(events) =>
          events.length > 0 ? (
            <EventPicker
              events={events}
              value={eventId}
              onChange={(id) => setParams({ event: id })}
            />
          ) : (
            !eventId && (
              <EmptyState
                icon={<IconCalendarOff aria-hidden />}
                withIndicatorBackground
                title={t(m.noEvents)}
                description={t(m.noEventsText)}
                py="xl"
              />
            )
          )
        }
      </QueryContent>

      {eventId && !managed.isPending && (
        <TournamentSections
          key={eventId}
          eventId={eventId}
          timeZone={managed.data?.find((event) => event._id === eventId)?.timeZone}
        />
      )}
    </Stack>
  );
}
