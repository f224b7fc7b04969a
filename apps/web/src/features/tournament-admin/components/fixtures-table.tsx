import { ActionIcon, Badge, Box, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Match } from '@portal/contract';
import { IconScoreboard, IconTrash, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import readable from '../../../components/readable-badge.module.css';
import { paths } from '../../../lib/paths';
import {
  formatMatchTime,
  matchTitle,
  stageLabels,
  statusColors,
  statusLabels,
} from './match-labels';
import { adminMessages, fixturesMessages as m, scorersMessages } from './messages';

interface FixturesTableProps {
  matches: readonly Match[];
  deletingId: string | undefined;
  onDelete: (match: Match) => void;
  onScorers: (match: Match) => void;
}

/** Fixtures by start time; venue and stage move under the teams on a phone. */
export function FixturesTable({ matches, deletingId, onDelete, onScorers }: FixturesTableProps) {
  const t = useT();
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th visibleFrom="sm">{t(m.when)}</Table.Th>
          <Table.Th>{t(m.match)}</Table.Th>
          <Table.Th visibleFrom="md">{t(m.venue)}</Table.Th>
          <Table.Th visibleFrom="md">{t(m.stage)}</Table.Th>
          <Table.Th visibleFrom="sm">{t(m.status)}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t(adminMessages.actions)}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {matches.map((match) => {
          const title = matchTitle(match);
          return (
            <Table.Tr key={match._id}>
              <Table.Td visibleFrom="sm">
                <time dateTime={match.date}>{formatMatchTime(match)}</time>
              </Table.Td>
              <Table.Td>
                <Text fw={600} size="sm">
                  {t(adminMessages.matchTitle, {
                    team1: match.team1ShortName,
                    team2: match.team2ShortName,
                  })}
                </Text>
                <Text size="sm" c="dimmed">
                  {title}
                </Text>
                {/* Narrower screens show the other columns' facts here, under the teams. */}
                <Text hiddenFrom="sm" size="sm" c="dimmed">
                  <time dateTime={match.date}>{formatMatchTime(match)}</time>
                </Text>
                <Text hiddenFrom="md" size="sm" c="dimmed">
                  {[match.venue, t(stageLabels[match.stage])].filter(Boolean).join(' · ')}
                </Text>
                <Box hiddenFrom="sm" mt={4}>
                  <StatusBadge status={match.status} />
                </Box>
              </Table.Td>
              <Table.Td visibleFrom="md">{match.venue ?? '—'}</Table.Td>
              <Table.Td visibleFrom="md">{t(stageLabels[match.stage])}</Table.Td>
              <Table.Td visibleFrom="sm">
                <StatusBadge status={match.status} />
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button
                    component={Link}
                    to={paths.scoreMatch.href(match._id)}
                    variant="light"
                    size="xs"
                    leftSection={<IconScoreboard size={16} aria-hidden />}
                    aria-label={t(m.scoreMatch, { match: title })}
                  >
                    {t(m.score)}
                  </Button>
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={t(scorersMessages.open, { match: title })}
                    aria-haspopup="dialog"
                    onClick={() => onScorers(match)}
                  >
                    <IconUsers size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t(m.deleteMatch, { match: title })}
                    aria-haspopup="dialog"
                    loading={deletingId === match._id}
                    onClick={() => onDelete(match)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function StatusBadge({ status }: { status: Match['status'] }) {
  const t = useT();
  return (
    <Badge color={statusColors[status]} variant="light" className={readable.readable}>
      {t(statusLabels[status])}
    </Badge>
  );
}
