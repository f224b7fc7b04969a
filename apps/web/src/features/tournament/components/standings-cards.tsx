import { Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import type { PointsRule, Team } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import { CardList } from './card-list';
import { standingsMessages as m } from './messages';
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
  const t = useT();
  return (
    <Stack gap="sm">
      <CardList
        label={t(m.label)}
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
  const t = useT();
  const stats = [
    { key: 'matches', label: t(m.matches), value: formatNumber(team.matchesPlayed) },
    { key: 'record', label: t(m.wonLostShort), value: formatRecord(team) },
    { key: 'points', label: t(m.points), value: formatNumber(team.points) },
    { key: 'nrr', label: t(m.nrrShort), value: formatNetRunRate(team.netRunRate) },
  ];
  return (
    <Card withBorder radius="md" padding="sm" className={classes.card}>
      <Group gap="sm" wrap="nowrap" mb="xs">
        <Badge variant="default" size="lg" miw="max-content">
          <ShortLabel
            short={t(m.rankBadge, { rank: team.rank })}
            full={t(m.rankOf, { rank: team.rank })}
          />
        </Badge>
        <TeamLogo team={team} size={36} />
        <TeamScheduleLink eventId={eventId} team={team} className={classes.link} />
      </Group>
      <Box component="dl" className={classes.stats}>
        {stats.map(({ key, label, value }) => (
          <div key={key} className={classes.stat}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={key === 'points' ? 700 : 500}>
              {value}
            </Text>
          </div>
        ))}
      </Box>
    </Card>
  );
}
