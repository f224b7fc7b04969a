import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../lib/paths';

const screens = [
  { path: paths.team, label: 'Points table' },
  { path: paths.teamDetails, label: 'Schedule' },
  { path: paths.eventDetailsTour, label: 'Match center' },
] as const;

/** Moves between the three tournament screens, staying on the same event. */
export function TournamentNav({ eventId }: { eventId: string | undefined }) {
  const { pathname } = useLocation();
  const search = eventId ? `?${new URLSearchParams({ event: eventId })}` : '';
  return (
    <Group component="nav" aria-label="Tournament screens" gap="xs">
      {screens.map(({ path, label }) => {
        const current = pathname === path;
        return (
          <Button
            key={path}
            component={Link}
            to={{ pathname: path, search }}
            size="compact-sm"
            variant={current ? 'light' : 'subtle'}
            aria-current={current ? 'page' : undefined}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
