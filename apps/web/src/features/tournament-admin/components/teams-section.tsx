import { ActionIcon, Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { openConfirmModal } from '../../../components/confirm-modal';
import { notifications } from '@mantine/notifications';
import type { Team } from '@portal/contract';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { getErrorMessage } from '../../../lib/api-client';
import { useDeleteTeam } from '../api/delete-team';
import { FormModal } from './form-modal';
import { SectionCard } from './section-card';
import { TeamForm } from './team-form';

type Editor = { team?: Team | undefined } | null;

interface TeamsSectionProps {
  eventId: string;
  teams: readonly Team[];
}

/** The event's teams with add, edit and delete (a team with matches cannot be deleted). */
export function TeamsSection({ eventId, teams }: TeamsSectionProps) {
  const [editor, setEditor] = useState<Editor>(null);
  const remove = useDeleteTeam();
  const sorted = [...teams].sort((a, b) => a.name.localeCompare(b.name));

  const confirmDelete = (team: Team) =>
    void openConfirmModal({
      title: `Delete ${team.name}?`,
      children: (
        <Text size="sm">
          {team.name} ({team.shortName}) and its players will be removed. A team with matches cannot
          be deleted.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { eventId, teamId: team._id },
          {
            onSuccess: () =>
              notifications.show({ color: 'green', message: `${team.name} deleted.` }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: `Could not delete ${team.name}`,
                message: getErrorMessage(error),
              }),
          },
        ),
    });

  return (
    <SectionCard
      id="teams"
      title="Teams"
      description="Add every team first: fixtures name teams by their short name."
      actions={
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setEditor({})}
          aria-haspopup="dialog"
        >
          Add team
        </Button>
      }
    >
      {sorted.length === 0 ? (
        <Text c="dimmed">No teams yet.</Text>
      ) : (
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Team</Table.Th>
              <Table.Th visibleFrom="sm">Captain</Table.Th>
              <Table.Th visibleFrom="sm">Players</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
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
                    {team.captain ? `Captain ${team.captain} · ` : ''}
                    {playersLabel(team.players.length)}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{team.captain ?? '—'}</Table.Td>
                <Table.Td visibleFrom="sm">{team.players.length}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={`Edit ${team.name}`}
                      aria-haspopup="dialog"
                      onClick={() => setEditor({ team })}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Delete ${team.name}`}
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
        title={editor?.team ? `Edit ${editor.team.name}` : 'Add team'}
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

function playersLabel(count: number): string {
  return count === 1 ? '1 player' : `${count} players`;
}
