import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { tournamentMessages } from '@portal/contract';
import { IconLock } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useTournament } from '../../../lib/tournament-queries';
import { useBallLog } from '../api/get-ball-log';
import { useScorerMatch } from '../api/get-match';
import { scorerMessages as m } from '../components/messages';
import { ScorerScreen } from '../components/scorer-screen';
import { SetupForm } from '../components/setup-form';
import { isHandScored } from '../model/match-setup';

/**
 * `/score/:matchId`: the ball-by-ball scorer, phone first (issue 24). A match already scored by
 * typed totals goes to the totals form; the server refuses anyone who may not score (401/403),
 * and this screen says so first.
 */
export function BallScorerRoute() {
  const t = useT();
  const siteName = useSiteName();
  const { matchId = '' } = useParams();
  const session = useSession();
  const user = useCurrentUser();
  const match = useScorerMatch(matchId);
  const tournament = useTournament(match.data?.eventId, { live: false });
  const log = useBallLog(matchId);

  const heading = match.data
    ? t(m.heading, { team1: match.data.team1ShortName, team2: match.data.team2ShortName })
    : t(m.headingPending);

  let body;
  if (match.isError && match.error instanceof ApiError && match.error.status === 404) {
    // No such match (deleted, or a mistyped link): say so, and offer a way on (issue 36).
    body = (
      <Stack gap="md" align="flex-start">
        <Alert color="gray" variant="light" role="alert" w="100%">
          <Text size="sm">{t.text(tournamentMessages.matchNotFound)}</Text>
        </Alert>
        <Group gap="sm">
          <Button component={Link} to={paths.eventDetailsTour} variant="default">
            {t(m.toTournament)}
          </Button>
          {session.isLoggedIn && (
            <Button component={Link} to={paths.tournamentAdmin} variant="default">
              {t(m.toTournamentAdmin)}
            </Button>
          )}
        </Group>
      </Stack>
    );
  } else if (match.isError || log.isError) {
    const failed = match.isError ? match : log;
    body = (
      <QueryErrorAlert
        title={t(m.loadError)}
        error={failed.error}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  } else if (!match.data || !log.data || (session.isLoggedIn && (!tournament.data || !user.data)))
    body = session.isLoggedIn || match.isPending ? <PageLoader label={t(m.loading)} /> : null;
  else if (isHandScored(match.data))
    return <Navigate to={paths.scoreTotals.href(matchId)} replace />;
  if (!body && match.data && log.data) {
    const canScore =
      tournament.data?.canManage === true ||
      Boolean(user.data && match.data.scorers?.includes(user.data._id));
    const matchCenter = `${paths.eventDetailsTour}?event=${encodeURIComponent(match.data.eventId)}`;
    body =
      !session.isLoggedIn || !canScore ? (
        <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text>{t(session.isLoggedIn ? m.cannotScore : m.signInToScore)}</Text>
            <Anchor component={Link} to={matchCenter}>
              {t(m.toMatchCenter)}
            </Anchor>
          </Stack>
        </Alert>
      ) : match.data.lineups ? (
        <ScorerScreen match={match.data} log={log.data} />
      ) : (
        <SetupForm match={match.data} teams={tournament.data?.teams ?? []} />
      );
  }

  return (
    <Stack gap="md" maw={640} mx="auto">
      <title>{`${heading} · ${siteName}`}</title>
      <Title order={1} size="h2">
        {match.data ? `${match.data.team1Name} v ${match.data.team2Name}` : heading}
      </Title>
      {body}
    </Stack>
  );
}
