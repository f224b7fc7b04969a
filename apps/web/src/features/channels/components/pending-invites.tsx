import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { QueryContent } from '../../../components/query-content';
import badgeClasses from '../../../components/readable-badge.module.css';
import { UserAvatar } from '../../../components/user-avatar';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { useAnswerInvite, type AnswerInviteVariables } from '../api/answer-invite';
import { useChannelInvites, type ChannelInvite } from '../api/get-channel-invites';
import { formatPostTime } from './format-post-time';
import { invitesMessages } from './messages';
import { InlineLoader } from '../../../components/page-loader';

const kindLabels = {
  request: invitesMessages.askedToJoin,
  invite: invitesMessages.invited,
} as const satisfies Record<ChannelInvite['kind'], unknown>;

/**
 * Pending Invites (spec screen 16, managers only; DESIGN §5.9 real data): people who asked to
 * join, to accept or reject, and people invited, whose invitation can be withdrawn. Accepting an
 * invitation is the invited person's answer, not an admin's (docs/community-api.md).
 */
export function PendingInvites({ channelId }: { channelId: string }) {
  const t = useT();
  const invites = useChannelInvites(channelId);
  const answer = useAnswerInvite();

  const send = (invite: ChannelInvite, choice: AnswerInviteVariables['answer']) =>
    answer.mutate(
      { channelId, userId: invite._id, answer: choice },
      {
        onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
        onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
      },
    );
  const busyWith = (invite: ChannelInvite) =>
    answer.isPending && answer.variables.userId === invite._id ? answer.variables.answer : null;

  return (
    <Stack component="section" aria-labelledby="pending-invites-heading" gap="sm">
      <Title order={2} fz="h4" id="pending-invites-heading">
        {t(invitesMessages.heading)}
      </Title>
      <QueryContent
        query={invites}
        loading={<InlineLoader label={t(invitesMessages.loading)} />}
        errorTitle={t(invitesMessages.loadFailed)}
      >
        {(pending) =>
          pending.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t(invitesMessages.none)}
            </Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {pending.map((invite) => {
                const busy = busyWith(invite);
                return (
                  <Stack component="li" key={`${invite.kind}-${invite._id}`} gap={6}>
                    <Group gap="sm" wrap="nowrap">
                      <UserAvatar imageUrl={invite.avatar} size={36} />
                      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                        <Text size="sm" fw={500} truncate="end">
                          {invite.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatPostTime(invite.createdAt)}
                        </Text>
                      </Stack>
                      <Badge
                        variant="light"
                        color={invite.kind === 'request' ? 'teal' : 'gray'}
                        style={{ flexShrink: 0 }}
                        className={badgeClasses.readable}
                      >
                        {t(kindLabels[invite.kind])}
                      </Badge>
                    </Group>
                    <Group gap="xs" pl={44}>
                      {invite.kind === 'request' ? (
                        <>
                          <Button
                            size="xs"
                            leftSection={<IconCheck size={14} aria-hidden />}
                            onClick={() => send(invite, 'accept')}
                            loading={busy === 'accept'}
                            disabled={busy === 'reject'}
                            aria-label={t(invitesMessages.acceptName, { name: invite.name })}
                          >
                            {t(invitesMessages.accept)}
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            leftSection={<IconX size={14} aria-hidden />}
                            onClick={() => send(invite, 'reject')}
                            loading={busy === 'reject'}
                            disabled={busy === 'accept'}
                            aria-label={t(invitesMessages.rejectName, { name: invite.name })}
                          >
                            {t(invitesMessages.reject)}
                          </Button>
                        </>
                      ) : (
                        <>
                          <Text size="xs" c="dimmed">
                            {t(invitesMessages.waiting)}
                          </Text>
                          <Button
                            size="xs"
                            variant="default"
                            leftSection={<IconX size={14} aria-hidden />}
                            onClick={() => send(invite, 'reject')}
                            loading={busy === 'reject'}
                            aria-label={t(invitesMessages.withdrawName, { name: invite.name })}
                          >
                            {t(invitesMessages.withdraw)}
                          </Button>
                        </>
                      )}
                    </Group>
                  </Stack>
                );
              })}
            </Stack>
          )
        }
      </QueryContent>
    </Stack>
  );
}
