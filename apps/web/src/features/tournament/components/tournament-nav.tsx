import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { tournamentScreenMessages as m } from './messages';

const screens = [
  { path: paths.team, label: m.navPointsTable },
  { path: paths.teamDetails, label: m.navSchedule },
  { path: paths.eventDetailsTour, label: m.navMatchCenter },
] as const;

/** Moves between the three tournament screens, staying on the same event. */
export function TournamentNav({ eventId }: { eventId: string | undefined }) {
  const t = useT();
  const { pathname } = useLocation();
  const search = eventId ? `?${new URLSearchParams({ event: eventId })}` : '';
  return (
    <Group component="nav" aria-label={t(m.nav)} gap="xs">
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
            {t(label)}
          </Button>
        );
      })}
    </Group>
  );
}
