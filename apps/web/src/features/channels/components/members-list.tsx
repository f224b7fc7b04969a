import { ActionIcon, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { openConfirmModal } from '../../../components/confirm-modal';
import { notifications } from '@mantine/notifications';
import { channelMessages } from '@portal/contract';
import { IconDots, IconShieldCheck, IconShieldDown, IconUserMinus } from '@tabler/icons-react';
import { QueryContent } from '../../../components/query-content';
import { UserAvatar } from '../../../components/user-avatar';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { useChangeMemberRole } from '../api/change-member-role';
import { useChannelMembers, type ChannelMember } from '../api/get-channel-members';
import { useRemoveMember } from '../api/remove-member';
import { membersMessages } from './messages';
import { RoleBadge } from './role-badge';
import { InlineLoader } from '../../../components/page-loader';

interface MembersListProps {
  channelId: string;
  channelName: string;
  /** Managers get a menu per member: change role, remove. */
  canManage: boolean;
}

/** The channel's members (owner, admins, then members), each with a picture and role. */
export function MembersList({ channelId, channelName, canManage }: MembersListProps) {
  const t = useT();
  const members = useChannelMembers(channelId);
  const me = useCurrentUser();

  return (
    <Stack component="section" aria-labelledby="channel-members-heading" gap="sm">
      <Title order={2} fz="h4" id="channel-members-heading">
        {t(membersMessages.heading)}
      </Title>
      <QueryContent
        query={members}
        loading={<InlineLoader label={t(membersMessages.loading)} />}
        errorTitle={t(membersMessages.loadFailed)}
      >
        {(list) =>
          list.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t(membersMessages.none)}
            </Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.map((member) => (
                <Group component="li" key={member._id} gap="sm" wrap="nowrap">
                  <UserAvatar imageUrl={member.imageUrl} size={36} />
                  <Text size="sm" fw={500} truncate="end" style={{ flex: 1, minWidth: 0 }}>
                    {member.name}
                  </Text>
                  <RoleBadge role={member.role} />
                  {/* The owner's role never changes; one's own place is left with Leave channel. */}
                  {canManage && member.role !== 'owner' && member._id !== me.data?._id && (
                    <MemberMenu channelId={channelId} channelName={channelName} member={member} />
                  )}
                </Group>
              ))}
            </Stack>
          )
        }
      </QueryContent>
    </Stack>
  );
}

function MemberMenu({
  channelId,
  channelName,
  member,
}: {
  channelId: string;
  channelName: string;
  member: ChannelMember;
}) {
  const t = useT();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const busy = changeRole.isPending || remove.isPending;
  const newRole = member.role === 'admin' ? 'member' : 'admin';

  const onFailure = (error: unknown) =>
    notifications.show({ color: 'red', message: getErrorMessage(error) });

  const confirmRemove = () =>
    void openConfirmModal({
      title: t(membersMessages.removeTitle, { name: member.name }),
      children: (
        <Text size="sm">
          {t(membersMessages.removeText, { name: member.name, channel: channelName })}
        </Text>
      ),
      labels: { confirm: t(membersMessages.remove), cancel: t(membersMessages.cancel) },
      confirmProps: { color: 'red.9' },
      // The promise, not mutate's callbacks: the refreshed list drops this menu with its member,
      // and TanStack Query skips an unmounted caller's callbacks.
      onConfirm: () =>
        void remove.mutateAsync({ channelId, userId: member._id }).then(
          (answer) =>
            notifications.show({
              color: 'green',
              message: answer?.message ?? t.text(channelMessages.removed),
            }),
          onFailure,
        ),
    });

  return (
    <Menu position="bottom-end" width={200}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t(membersMessages.actionsFor, { name: member.name })}
          loading={busy}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={
            newRole === 'admin' ? (
              <IconShieldCheck size={16} aria-hidden />
            ) : (
              <IconShieldDown size={16} aria-hidden />
            )
          }
          onClick={() =>
            changeRole.mutate(
              { channelId, userId: member._id, role: newRole },
              {
                onSuccess: (answer) =>
                  notifications.show({
                    color: 'green',
                    message: answer?.message ?? t.text(channelMessages.roleChanged),
                  }),
                onError: onFailure,
              },
            )
          }
        >
          {t(newRole === 'admin' ? membersMessages.makeAdmin : membersMessages.makeMember)}
        </Menu.Item>
        {/* c, not color: a red item's colour is red-6 in both schemes (3.3:1 on white); c is
            the scheme's red text, red-9 in light (theme.ts). */}
        <Menu.Item
          c="red"
          leftSection={<IconUserMinus size={16} aria-hidden />}
          onClick={confirmRemove}
        >
          {t(membersMessages.removeFromChannel)}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
