import { Button, Group, Stack, Text } from '@mantine/core';
import type { Match, Team } from '@portal/contract';
import { IconChevronDown, IconPencil } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { useCurrentUser } from '../../../lib/current-user';
import { paths } from '../../../lib/paths';
import { MatchCard } from './match-card';
import classes from './match-card.module.css';
import { matchCenterMessages, matchMessages } from './messages';
import { BallByBallDetails } from './ball-by-ball-details';
import { FollowButton } from './follow-button';
import { LiveScoreCard } from './live-score';
import { Scorecard } from './scorecard';
import { matchSides } from './tournament-format';

interface MatchCenterCardProps {
  match: Match;
  teams: readonly Team[];
  canManage: boolean;
  /** Whether the toss and scorecard are shown under the summary. */
  open: boolean;
  onToggle: () => void;
}

/** A match scheduled with no toss yet has nothing beyond its summary. */
const hasDetails = (match: Match) =>
  match.status !== 'scheduled' || match.innings.length > 0 || match.toss !== null;

/**
 * A match's summary (sides, score, status or result, when) with a disclosure button for its toss,
 * scorecard and man of the match; managers and the match's scorers get a link to score it.
 */
export function MatchCenterCard({ match, teams, canManage, open, onToggle }: MatchCenterCardProps) {
  const t = useT();
  const buttonId = useId();
  const regionId = useId();
  const sides = matchSides(match, teams);
  const versus = { team1: sides[0].name, team2: sides[1].name };
  const tossWinner = sides.find((side) => side.shortName === match.toss?.winner);
  const details = hasDetails(match);
  // Members an organiser named as this match's scorers get the link too (issue 24).
  const user = useCurrentUser();
  const canScore = canManage || Boolean(user.data && match.scorers?.includes(user.data._id));
  // A match still to finish can be followed (issue 40); the button shows for members only.
  const followable =
    Boolean(user.data) && (match.status === 'scheduled' || match.status === 'live');
  return (
    <MatchCard match={match} teams={teams} headingOrder={3}>
      {match.ballByBall && match.status === 'live' && <LiveScoreCard match={match} sides={sides} />}
      {(details || canScore || followable) && (
        <Group justify="space-between" gap="xs">
          {details ? (
            <Button
              id={buttonId}
              variant="subtle"
              size="compact-sm"
              aria-expanded={open}
              aria-controls={regionId}
              onClick={onToggle}
              aria-label={t(matchCenterMessages.scorecardOf, versus)}
              rightSection={
                <IconChevronDown
                  size={16}
                  aria-hidden
                  className={classes.chevron}
                  data-open={open || undefined}
                />
              }
            >
              {t(matchCenterMessages.scorecard)}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            {followable && (
              <FollowButton
                target={{ kind: 'match', id: match._id, eventId: match.eventId }}
                name={t(matchMessages.versusTitle, versus)}
              />
            )}
            {canScore && (
              <Button
                component={Link}
                to={paths.scoreMatch.href(match.id)}
                variant="light"
                size="xs"
                leftSection={<IconPencil size={16} aria-hidden />}
                aria-label={t(matchMessages.scoreMatch, versus)}
              >
                {t(matchMessages.score)}
              </Button>
            )}
          </Group>
        </Group>
      )}
      {details && (
        // A plain element: `hidden` must win over a layout class's display.
        <div id={regionId} role="region" aria-labelledby={buttonId} hidden={!open}>
          {open && (
            <Stack gap="sm" className={classes.details}>
              {match.toss && tossWinner && (
                <Text size="sm" c="dimmed">
                  {t(matchMessages.toss, { team: tossWinner.name, decision: match.toss.decision })}
                </Text>
              )}
              {match.ballByBall ? (
                <BallByBallDetails match={match} sides={sides} />
              ) : (
                <Scorecard match={match} sides={sides} />
              )}
            </Stack>
          )}
        </div>
      )}
    </MatchCard>
  );
}
