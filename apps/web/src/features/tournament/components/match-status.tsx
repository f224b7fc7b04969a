import { Badge } from '@mantine/core';
import type { Match } from '@portal/contract';
import readable from '../../../components/readable-badge.module.css';
import { useT } from '../../../i18n/i18n-provider';
import classes from './match-card.module.css';
import { matchMessages } from './messages';

const statusColors: Record<Exclude<Match['status'], 'live'>, string> = {
  scheduled: 'blue',
  completed: 'green',
  abandoned: 'gray',
};

export function MatchStatusBadge({ status }: { status: Match['status'] }) {
  const t = useT();
  if (status === 'live') return <LiveBadge />;
  return (
    <Badge
      color={statusColors[status]}
      variant="light"
      miw="max-content"
      className={readable.readable}
    >
      {t(matchMessages[status])}
    </Badge>
  );
}

/** A pulsing red dot marks a match being played now; it holds still for reduced motion. */
export function LiveBadge() {
  const t = useT();
  return (
    <Badge
      color="red"
      variant="light"
      miw="max-content"
      className={readable.readable}
      leftSection={<span className={classes.liveDot} aria-hidden="true" />}
    >
      {t(matchMessages.live)}
    </Badge>
  );
}

export function StageBadge({ stage }: { stage: Match['stage'] }) {
  const t = useT();
  return (
    <Badge variant="default" miw="max-content">
      {t(matchMessages[stage])}
    </Badge>
  );
}
