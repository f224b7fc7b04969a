import { ActionIcon, Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { openConfirmModal } from '../../../components/confirm-modal';
import { notifications } from '@mantine/notifications';
import type { Team } from '@portal/contract';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useDeleteTeam } from '../api/delete-team';
import { FormModal } from './form-modal';
import { adminMessages, teamsMessages as m } from './messages';
import { SectionCard } from './section-card';
import { TeamForm } from './team-form';

type Editor = { team?: Team | undefined } | null;

interface TeamsSectionProps {
  eventId: string;
  teams: readonly Team[];
}

/** The event's teams with add, edit and delete (a team with matches cannot be deleted). */
export function TeamsSection({ eventId, teams }: TeamsSectionProps) {
  const t = useT();
  const [editor, setEditor] = useState<Editor>(null);
  const remove = useDeleteTeam();
  const sorted = [...teams].sort((a, b) => a.name.localeCompare(b.name));

  const confirmDelete = (team: Team) =>
    void openConfirmModal({
      title: t(m.confirmTitle, { name: team.name }),
      children: (
        <Text size="sm">{t(m.confirmText, { name: team.name, shortName: team.shortName })}</Text>
      ),
      labels: { confirm: t(adminMessages.delete), cancel: t(adminMessages.cancel) },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        remove.mutate(
          { eventId, teamId: team._id },
          {
            onSuccess: () =>
              notifications.show({
                color: 'green',
                message: t(m.deleted, { name: team.name }),
              }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: t(m.deleteFailed, { name: team.name }),
                message: getErrorMessage(error),
              }),
          },
        ),
    });

  return (
    <SectionCard
      id="teams"
      title={t(m.title)}
      description={t(m.description)}
      actions={
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setEditor({})}
          aria-haspopup="dialog"
        >
          {t(m.add)}
        </Button>
      }
    >
      {sorted.length === 0 ? (
        <Text c="dimmed">{t(m.none)}</Text>
      ) : (
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(m.team)}</Table.Th>
              <Table.Th visibleFrom="sm">{t(m.captain)}</Table.Th>
              <Table.Th visibleFrom="sm">{t(m.players)}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t(adminMessages.actions)}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((team) => (
              <Table.Tr key={team._id}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" align="baseline">
                    <Text fw={600}>{team.name}</Text>
                    <Badge variant="light" radius="sm">
                      {team.shortName}
                    </Badge>
                  </Group>
                  <Text hiddenFrom="sm" size="sm" c="dimmed">
                    {team.captain
                      ? t(m.captainAndPlayers, {
                          captain: team.captain,
                          count: team.players.length,
                        })
                      : t(m.playerCount, { count: team.players.length })}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{team.captain ?? '—'}</Table.Td>
                <Table.Td visibleFrom="sm">{formatNumber(team.players.length)}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={t(m.edit, { name: team.name })}
                      aria-haspopup="dialog"
                      onClick={() => setEditor({ team })}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t(m.delete, { name: team.name })}
                      aria-haspopup="dialog"
                      loading={remove.isPending && remove.variables.teamId === team._id}
                      onClick={() => confirmDelete(team)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <FormModal
        opened={editor !== null}
        title={editor?.team ? t(m.edit, { name: editor.team.name }) : t(m.add)}
        onClose={() => setEditor(null)}
      >
        {editor && (
          <TeamForm
            key={editor.team?._id ?? 'new'}
            eventId={eventId}
            team={editor.team}
            onDone={() => setEditor(null)}
          />
        )}
      </FormModal>
    </SectionCard>
  );
}
