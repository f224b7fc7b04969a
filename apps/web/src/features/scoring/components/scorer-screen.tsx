import { Alert, Anchor, Stack } from '@mantine/core';
import { scoreMatch, type Match } from '@portal/contract';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import type { BallLog } from '../api/get-ball-log';
import { inputOf } from '../model/match-setup';
import { useScoring, type ScoringNotice } from '../model/use-scoring';
import { ConflictAlert } from './conflict-alert';
import { ballProblemMessages as problemMessages } from '@portal/contract/cricket/problem-messages';
import { scorerMessages as m, syncMessages } from './messages';
import { PlayOffTie } from './play-off-tie';
import { PlayersPrompt } from './players-prompt';
import { Scoreboard } from './scoreboard';
import { ScoringPad } from './scoring-pad';
import { SyncStatus } from './sync-status';

function NoticeAlert({ notice }: { notice: ScoringNotice }) {
  const t = useT();
  let text;
  if (notice.kind === 'problem')
    text = t(problemMessages[notice.problem.code], notice.problem.values);
  else if (notice.kind === 'reapplyRefused')
    text = t(syncMessages.reapplyRefused, {
      seq: notice.seq,
      reason: t(problemMessages[notice.problem.code], notice.problem.values),
    });
  else if (notice.kind === 'undoOffline') text = t(m.undoNeedsConnection);
  else text = `${t(m.undoFailed)}: ${notice.message}`;
  return (
    <Alert color="yellow" variant="light" role="alert">
      {text}
    </Alert>
  );
}

/** The scoring itself, once the line-ups are named: score, prompts, the pad and the queue's state. */
export function ScorerScreen({ match, log }: { match: Match; log: BallLog }) {
  const t = useT();
  const scoring = useScoring(match, log);
  const { view, inPlay, queue, setup } = scoring;
  if (!view || !setup) return null;
  const serverCard = scoreMatch(setup, log.balls.map(inputOf)).innings.at(-1);
  const serverScore = serverCard
    ? `${serverCard.runs}/${serverCard.wickets} (${serverCard.overs})`
    : '0/0';
  const over = view.score.next.matchOver;
  // A tie scored here with no super overs in its format: offered once every ball is in.
  const tied =
    over &&
    view.score.result?.outcome === 'tie' &&
    !setup.format.superOvers &&
    !setup.format.terms?.decided &&
    queue.pending.length === 0;
  const ready = Boolean(inPlay.striker && inPlay.nonStriker && inPlay.bowler) && !over;
  return (
    <Stack gap="md">
      <SyncStatus phase={queue.phase} waiting={queue.pending.length} />
      {queue.stop && (
        <ConflictAlert
          stop={queue.stop}
          waiting={queue.pending.length}
          serverScore={serverScore}
          onResolve={scoring.resolve}
        />
      )}
      <Scoreboard view={view} inPlay={inPlay} result={view.score.result?.text ?? null} />
      {scoring.notice && <NoticeAlert notice={scoring.notice} />}
      {tied ? (
        <PlayOffTie match={match} />
      ) : over ? (
        <Alert variant="light" color="green">
          {t(m.matchOver)}
        </Alert>
      ) : (
        <PlayersPrompt view={view} inPlay={inPlay} onPick={scoring.pick} />
      )}
      <ScoringPad
        ready={ready}
        inPlay={inPlay}
        fielders={view.bowlingLineup}
        canUndo={scoring.canUndo}
        onRecord={scoring.record}
        onUndo={() => void scoring.undo()}
        onSwap={scoring.swapStrike}
      />
      {log.balls.length === 0 && queue.pending.length === 0 && (
        <Anchor component={Link} to={paths.scoreTotals.href(match.id)}>
          {t(m.toTotals)}
        </Anchor>
      )}
    </Stack>
  );
}
