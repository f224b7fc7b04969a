import { Badge, Button, Group, Text } from '@mantine/core';
import { openConfirmModal } from '../../../components/confirm-modal';
import { notifications } from '@mantine/notifications';
import { channelMessages } from '@portal/contract';
import { IconClock, IconDoorExit, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import badgeClasses from '../../../components/readable-badge.module.css';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { loginHref } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useAnswerInvite } from '../api/answer-invite';
import type { ChannelDetail } from '../api/get-channel';
import { useJoinChannel } from '../api/join-channel';
import { useRemoveMember } from '../api/remove-member';
import { InvitationActions } from './invitation-actions';
import { membershipMessages } from './messages';

/**
 * What the caller can do about belonging to this channel: sign in, ask to join, answer an
 * invitation, wait for a request, or leave.
 */
export function MembershipActions({ channel }: { channel: ChannelDetail }) {
  const t = useT();
  const { isLoggedIn } = useSession();
  const { pathname } = useLocation();
  const { role, pending } = channel.viewer;

  if (!isLoggedIn) {
    return (
      <Button
        component={Link}
        to={loginHref(pathname)}
        variant="light"
        leftSection={<IconLogin size={18} aria-hidden />}
      >
        {t(membershipMessages.signInToJoin)}
      </Button>
    );
  }
  if (role === 'owner') {
    return <Badge variant="light">{t(membershipMessages.youOwn)}</Badge>;
  }
  if (role) return <LeaveChannel channel={channel} role={role} />;
  if (pending === 'invited') {
    return (
      <Group gap="sm">
        <Text size="sm">{t(membershipMessages.invitedHere)}</Text>
        <InvitationActions channelId={channel._id} channelName={channel.name} />
      </Group>
    );
  }
  if (pending === 'requested') return <RequestPending channelId={channel._id} />;
  return <AskToJoin channelId={channel._id} />;
}

function AskToJoin({ channelId }: { channelId: string }) {
  const t = useT();
  const join = useJoinChannel();
  return (
    <Button
      leftSection={<IconUserPlus size={18} aria-hidden />}
      loading={join.isPending}
      onClick={() =>
        // The promise, not mutate's callbacks: the refreshed channel replaces this button before
        // the mutation settles, and TanStack Query skips an unmounted caller's callbacks.
        void join.mutateAsync(channelId).then(
          ({ message }) => notifications.show({ color: 'green', message }),
          (error: unknown) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
        )
      }
    >
      {t(membershipMessages.askToJoin)}
    </Button>
  );
}

/** A request waiting for an admin; the person may take it back (either side may reject). */
function RequestPending({ channelId }: { channelId: string }) {
  const me = useCurrentUser();
  const t = useT();
  const withdraw = useAnswerInvite();
  return (
    <Group gap="sm">
      <Badge
        variant="light"
        color="yellow"
        leftSection={<IconClock size={14} aria-hidden />}
        className={badgeClasses.readable}
      >
        {t(membershipMessages.requestPending)}
      </Badge>
      <Text size="sm" c="dimmed">
        {t(membershipMessages.adminWillReview)}
      </Text>
      {me.data && (
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          loading={withdraw.isPending}
          onClick={() =>
            me.data &&
            // A promise for the same reason as Ask to join: this view goes once it is withdrawn.
            void withdraw.mutateAsync({ channelId, userId: me.data._id, answer: 'reject' }).then(
              () =>
                notifications.show({
                  color: 'green',
                  message: t(membershipMessages.requestWithdrawn),
                }),
              (error: unknown) =>
                notifications.show({ color: 'red', message: getErrorMessage(error) }),
            )
          }
        >
          {t(membershipMessages.withdrawRequest)}
        </Button>
      )}
    </Group>
  );
}

function LeaveChannel({ channel, role }: { channel: ChannelDetail; role: 'admin' | 'member' }) {
  const me = useCurrentUser();
  const t = useT();
  const leave = useRemoveMember();
  const confirmLeave = () =>
    void openConfirmModal({
      title: t(membershipMessages.leaveTitle, { name: channel.name }),
      children: <Text size="sm">{t(membershipMessages.leaveText)}</Text>,
      labels: {
        confirm: t(membershipMessages.leaveChannel),
        cancel: t(membershipMessages.cancel),
      },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        me.data &&
        // A promise for the same reason as Ask to join: this view goes once the member has left.
        void leave.mutateAsync({ channelId: channel._id, userId: me.data._id }).then(
          (answer) =>
            notifications.show({
              color: 'green',
              message: answer?.message ?? t.text(channelMessages.left),
            }),
          (error: unknown) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
        ),
    });
  return (
    <Group gap="sm">
      <Badge variant="light">{t(membershipMessages.youAre, { role })}</Badge>
      <Button
        variant="default"
        leftSection={<IconDoorExit size={18} aria-hidden />}
        onClick={confirmLeave}
        loading={leave.isPending}
        disabled={!me.data}
        aria-haspopup="dialog"
      >
        {t(membershipMessages.leaveChannel)}
      </Button>
    </Group>
  );
}
