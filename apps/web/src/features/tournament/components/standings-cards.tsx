import { Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import type { PointsRule, Team } from '@portal/contract';
import { CardList } from './card-list';
import { pointsExplanation } from './points-explanation';
import { ShortLabel } from './short-label';
import classes from './standings-cards.module.css';
import { TeamLogo } from './team-logo';
import { TeamScheduleLink } from './team-link';
import { formatNetRunRate, formatRecord } from './tournament-format';

/** Spec screen 6 under 768 px: one card per team, in standings order; a tap opens its schedule. */
export function StandingsCards({
  teams,
  eventId,
  rule,
}: {
  teams: readonly Team[];
  eventId: string;
  rule: PointsRule;
}) {
  return (
    <Stack gap="sm">
      <CardList
        label="Points table"
        items={teams}
        itemKey={(team) => team.id}
        renderItem={(team) => <StandingCard team={team} eventId={eventId} />}
      />
      <Text size="sm" c="dimmed">
        {pointsExplanation(rule)}
      </Text>
    </Stack>
  );
}

export function StandingCard({ team, eventId }: { team: Team; eventId: string }) {
  const stats = [
    ['Matches', String(team.matchesPlayed)],
    ['W-L', formatRecord(team)],
    ['Points', String(team.points)],
    ['NRR', formatNetRunRate(team.netRunRate)],
  ] as const;
  return (
    <Card withBorder radius="md" padding="sm" className={classes.card}>
      <Group gap="sm" wrap="nowrap" mb="xs">
        <Badge variant="default" size="lg" miw="max-content">
          <ShortLabel short={`#${team.rank}`} full={`Rank ${team.rank}`} />
        </Badge>
        <TeamLogo team={team} size={36} />
        <TeamScheduleLink eventId={eventId} team={team} className={classes.link} />
      </Group>
      <Box component="dl" className={classes.stats}>
        {stats.map(([label, value]) => (
          <div key={label} className={classes.stat}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={label === 'Points' ? 700 : 500}>
              {value}
            </Text>
          </div>
        ))}
      </Box>
    </Card>
  );
}
