import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { openConfirmModal } from '../../../components/confirm-modal';
import { notifications } from '@mantine/notifications';
import { channelMessages } from '@portal/contract';
import { IconSettings, IconUsers } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useDeleteChannel } from '../api/delete-channel';
import type { ChannelDetail } from '../api/get-channel';
import { ActivityMenu } from './activity-menu';
import { ChannelCover } from './channel-cover';
import { InviteMemberForm } from './invite-member-form';
import { ManageChannelModal } from './manage-channel-modal';
import { memberCountLabel } from './member-count';
import { MembersList } from './members-list';
import { channelViewMessages } from './messages';
import { MembershipActions } from './membership-actions';
import { PendingInvites } from './pending-invites';
import { Wall } from './wall';

/**
 * Spec screen 16 with real data (DESIGN §5.9): cover, name, description, membership, the wall,
 * members, and for the channel's managers Manage Page, Activity and Pending Invites.
 */
export function ChannelView({ channel }: { channel: ChannelDetail }) {
  const t = useT();
  const { isAdmin } = useSession();
  const navigate = useNavigate();
  const [manageOpened, manage] = useDisclosure(false);
  const remove = useDeleteChannel();
  const { canManage, canPost, role } = channel.viewer;

  const confirmDelete = () => {
    manage.close();
    void openConfirmModal({
      title: t(channelViewMessages.deleteTitle, { name: channel.name }),
      children: <Text size="sm">{t(channelViewMessages.deleteText)}</Text>,
      labels: {
        confirm: t(channelViewMessages.deleteChannel),
        cancel: t(channelViewMessages.cancel),
      },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        remove.mutate(channel._id, {
          onSuccess: async (answer) => {
            await navigate(paths.channels, { replace: true });
            notifications.show({
              color: 'green',
              message: answer?.message ?? t.text(channelMessages.deleted),
            });
          },
          // A 403 says who may delete (the owner or a site admin).
          onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
        }),
    });
  };

  return (
    <Stack gap="lg">
      <ChannelCover
        url={channel.coverImageUrl}
        photo={channel.coverPhoto}
        sizes="(max-width: 75em) 100vw, 75em"
        alt=""
        height="clamp(140px, 28vw, 280px)"
        rounded
      />
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {channel.name}
          </Title>
          <Group gap={6} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {memberCountLabel(t, channel.memberCount)}
            </Text>
          </Group>
        </Stack>
        {canManage && (
          <Group gap="xs">
            <Button
              leftSection={<IconSettings size={18} aria-hidden />}
              onClick={manage.open}
              aria-haspopup="dialog"
              loading={remove.isPending}
            >
              {t(channelViewMessages.managePage)}
            </Button>
            <ActivityMenu channelId={channel._id} />
          </Group>
        )}
      </Group>
      {channel.description && (
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {channel.description}
        </Text>
      )}
      <MembershipActions channel={channel} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Wall channelId={channel._id} canPost={canPost} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xl">
            {/* Who is in a channel is for its members and site admins (issue 21 §6). */}
            {(role !== null || isAdmin) && (
              <MembersList
                channelId={channel._id}
                channelName={channel.name}
                canManage={canManage}
              />
            )}
            {canManage && <PendingInvites channelId={channel._id} />}
            {canManage && <InviteMemberForm channelId={channel._id} />}
          </Stack>
        </Grid.Col>
      </Grid>
      {canManage && (
        <ManageChannelModal
          channel={channel}
          opened={manageOpened}
          onClose={manage.close}
          canDelete={role === 'owner' || isAdmin}
          onDelete={confirmDelete}
        />
      )}
    </Stack>
  );
}
