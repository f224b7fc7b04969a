import { Anchor, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { paths } from '../../../lib/paths';
import { useAnswerInvite } from '../api/answer-invite';
import { membershipMessages } from './messages';

interface InvitationActionsProps {
  channelId: string;
  channelName: string;
  /** After a successful answer (e.g. to move focus). */
  onAnswered?: (answer: 'accept' | 'reject') => void;
}

/**
 * Accept or Decline an invitation sent to the signed-in person. The calls need their own id; if
 * it cannot be loaded, the channel page (which offers the same answer) is linked instead.
 */
export function InvitationActions({ channelId, channelName, onAnswered }: InvitationActionsProps) {
  const t = useT();
  const me = useCurrentUser();
  const answer = useAnswerInvite();

  if (me.isError) {
    return (
      <Anchor component={Link} to={paths.channelPage.href(channelId)} size="sm">
        {t(membershipMessages.openToAnswer, { name: channelName })}
      </Anchor>
    );
  }

  const send = (choice: 'accept' | 'reject') => {
    if (!me.data) return;
    // The promise, not mutate's callbacks: once answered, the refreshed channel or list no longer
    // shows these buttons, and TanStack Query skips an unmounted caller's callbacks.
    void answer.mutateAsync({ channelId, userId: me.data._id, answer: choice }).then(
      ({ message }) => {
        notifications.show({ color: 'green', message });
        onAnswered?.(choice);
      },
      (error: unknown) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
    );
  };
  const busy = answer.isPending ? answer.variables.answer : null;

  return (
    <Group gap="xs">
      <Button
        size="xs"
        leftSection={<IconCheck size={14} aria-hidden />}
        onClick={() => send('accept')}
        loading={busy === 'accept'}
        disabled={!me.data || busy === 'reject'}
        aria-label={t(membershipMessages.acceptInvitation, { name: channelName })}
      >
        {t(membershipMessages.accept)}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconX size={14} aria-hidden />}
        onClick={() => send('reject')}
        loading={busy === 'reject'}
        disabled={!me.data || busy === 'accept'}
        aria-label={t(membershipMessages.declineInvitation, { name: channelName })}
      >
        {t(membershipMessages.decline)}
      </Button>
    </Group>
  );
}
