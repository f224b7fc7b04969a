import { Alert, Anchor, Stack } from '@mantine/core';
import { tournamentMessages } from '@portal/contract';
import { IconLock } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useTournament } from '../../../lib/tournament-queries';
import { useMatch } from '../api/get-match';
import { MatchHeader } from '../components/match-header';
import { ScoreForm } from '../components/score-form';
import { scoreMessages } from '../components/score-messages';
import { sidesOf } from '../components/score-sides';

/** The scorer's screen, made for a phone at the ground: one match's status, toss and innings. */
export function ScoreMatchRoute() {
  const t = useT();
  const siteName = useSiteName();
  const { matchId = '' } = useParams();
  const match = useMatch(matchId);
  // Only for the squads' names; the scorer does not need live updates of the whole event.
  const tournament = useTournament(match.data?.eventId, { live: false });

  const heading = match.data
    ? t(scoreMessages.heading, {
        team1: match.data.team1ShortName,
        team2: match.data.team2ShortName,
      })
    : t(scoreMessages.headingPending);

  let body;
  if (match.isPending) body = <PageLoader label={t(scoreMessages.loading)} />;
  else if (match.isError) {
    const status = match.error instanceof ApiError ? match.error.status : 0;
    body =
      status === 404 || status === 403 ? (
        <Alert color={status === 404 ? 'gray' : 'yellow'} variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            {status === 404 ? t.text(tournamentMessages.matchNotFound) : t(scoreMessages.forbidden)}
            <Anchor component={Link} to={paths.tournamentAdmin}>
              {t(scoreMessages.toAdmin)}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <QueryErrorAlert
          title={t(scoreMessages.loadError)}
          error={match.error}
          onRetry={() => void match.refetch()}
          retrying={match.isFetching}
        />
      );
  } else if (match.data.ballByBall) {
    // Its totals come from the balls (the server refuses typed ones): the ball scorer has it.
    return <Navigate to={paths.scoreMatch.href(matchId)} replace />;
  } else {
    const refused = tournament.data?.canManage === false;
    body = (
      <>
        <MatchHeader match={match.data} />
        {!refused && match.data.innings.length === 0 && (
          <Anchor component={Link} to={paths.scoreMatch.href(matchId)}>
            {t(scoreMessages.toBallByBall)}
          </Anchor>
        )}
        {refused ? (
          <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />} role="alert">
            {t(scoreMessages.forbidden)}
          </Alert>
        ) : (
          <ScoreForm
            key={match.data._id}
            match={match.data}
            sides={sidesOf(match.data, tournament.data?.teams)}
          />
        )}
      </>
    );
  }

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <title>{`${heading} · ${siteName}`}</title>
      {body}
    </Stack>
  );
}
