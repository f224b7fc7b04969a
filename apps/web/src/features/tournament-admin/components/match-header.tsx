import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { Match } from '@portal/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import readable from '../../../components/readable-badge.module.css';
import { paths } from '../../../lib/paths';
import { formatMatchTime, matchTitle, statusColors, statusLabels } from './match-labels';

export function matchCenterHref(eventId: string): string {
  return `${paths.eventDetailsTour}?event=${encodeURIComponent(eventId)}`;
}

/** Which match is being scored: teams, when, where, and how it stands. */
export function MatchHeader({ match }: { match: Match }) {
  const details = [
    formatMatchTime(match.date),
    match.venue,
    match.stage === 'playoff' ? 'Playoff' : 'League',
    `${match.overs} overs a side`,
  ].filter(Boolean);
  return (
    <Stack gap={6}>
      <Anchor component={Link} to={matchCenterHref(match.eventId)} size="sm" underline="hover">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          Back to the match center
        </Group>
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {matchTitle(match)}
        </Title>
        <Badge color={statusColors[match.status]} variant="light" className={readable.readable}>
          {statusLabels[match.status]}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {details.join(' · ')}
      </Text>
      {match.result && (
        <Text size="sm" fw={600}>
          {match.result}
        </Text>
      )}
    </Stack>
  );
}
