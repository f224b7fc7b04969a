import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PageLoader } from '../../../components/page-loader';
import { QueryContent } from '../../../components/query-content';
import { useT } from '../../../i18n/i18n-provider';
import { useTournament } from '../../../lib/tournament-queries';
import { useSite } from '../../../lib/get-site';
import { DEFAULT_SITE_TIME_ZONE } from '@portal/contract/time-zones';
import { CricsheetSection } from './cricsheet-section';
import { FixturesSection } from './fixtures-section';
import { FormatSection } from './format-section';
import { ImportSection } from './import-section';
import { adminMessages } from './messages';
import { PointsSection } from './points-section';
import { TeamsSection } from './teams-section';

/** One event's teams, fixtures and schedule import, once the server says the caller manages it. */
export function TournamentSections({
  eventId,
  timeZone,
}: {
  eventId: string;
  /** The event's zone, in which its matches' times are entered (issue 19). */
  timeZone: string | undefined;
}) {
  const t = useT();
  const tournament = useTournament(eventId);
  // The event's zone from the managed events' list; else its matches', else the site's.
  const siteZone = useSite().data?.timeZone ?? DEFAULT_SITE_TIME_ZONE;
  return (
    <QueryContent
      query={tournament}
      loading={<PageLoader label={t(adminMessages.loadingTournament)} />}
      errorTitle={t(adminMessages.loadError)}
    >
      {({ teams, matches, canManage, eventTitle, points, format }) => {
        const zone = timeZone ?? matches[0]?.timeZone ?? siteZone;
        if (!canManage)
          return (
            <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />} role="alert">
              {t(adminMessages.organisersOnly, { eventTitle })}
            </Alert>
          );
        return (
          <Stack gap="lg">
            <TeamsSection eventId={eventId} teams={teams} />
            <FixturesSection eventId={eventId} timeZone={zone} teams={teams} matches={matches} />
            <ImportSection eventId={eventId} timeZone={zone} teams={teams} />
            <CricsheetSection eventId={eventId} />
            <FormatSection eventId={eventId} format={format} />
            <PointsSection eventId={eventId} rule={points} />
          </Stack>
        );
      }}
    </QueryContent>
  );
}
