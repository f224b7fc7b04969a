import { Badge } from '@mantine/core';
import type { Match } from '@portal/contract';
import readable from '../../../components/readable-badge.module.css';
import classes from './match-card.module.css';

const statuses: Record<Exclude<Match['status'], 'live'>, { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'blue' },
  completed: { label: 'Completed', color: 'green' },
  abandoned: { label: 'Abandoned', color: 'gray' },
};

export function MatchStatusBadge({ status }: { status: Match['status'] }) {
  if (status === 'live') return <LiveBadge />;
  const { label, color } = statuses[status];
  return (
    <Badge color={color} variant="light" miw="max-content" className={readable.readable}>
      {label}
    </Badge>
  );
}

/** A pulsing red dot marks a match being played now; it holds still for reduced motion. */
export function LiveBadge() {
  return (
    <Badge
      color="red"
      variant="light"
      miw="max-content"
      className={readable.readable}
      leftSection={<span className={classes.liveDot} aria-hidden="true" />}
    >
      Live
    </Badge>
  );
}

export function StageBadge({ stage }: { stage: Match['stage'] }) {
  return (
    <Badge variant="default" miw="max-content">
      {stage === 'playoff' ? 'Playoff' : 'League'}
    </Badge>
  );
}
