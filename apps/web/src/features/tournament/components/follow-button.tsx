import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell, IconBellCheck } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n-provider';
import { describeFailure } from '../../../lib/form-errors';
import { offerNotifications } from '../../../lib/notification-offer';
import { useSession } from '../../../lib/session';
import { useMyFollows, useSetFollow, type FollowTarget } from '../api/follow';
import { followMessages as m } from './follow-messages';

interface FollowButtonProps {
  target: FollowTarget;
  /** What is followed, for a screen reader: "Follow Aces v Bulls". */
  name: string;
}

/**
 * "Follow" on a match or a team (issue 40): its followers hear when it starts and finishes.
 * Signed-in members only; following offers to turn push on for this device.
 */
export function FollowButton({ target, name }: FollowButtonProps) {
  const t = useT();
  const { isLoggedIn } = useSession();
  const follows = useMyFollows(target.eventId);
  const setFollow = useSetFollow();
  if (!isLoggedIn || !follows.data) return null;
  const list = target.kind === 'match' ? follows.data.matches : follows.data.teams;
  const following = list.includes(target.id);
  return (
    <Button
      variant={following ? 'light' : 'default'}
      size="xs"
      aria-pressed={following}
      aria-label={t(following ? m.followingName : m.followName, { name })}
      leftSection={
        following ? <IconBellCheck size={16} aria-hidden /> : <IconBell size={16} aria-hidden />
      }
      onClick={() =>
        setFollow.mutate(
          { target, following: !following },
          {
            onSuccess: ({ following: now }) => {
              if (now) offerNotifications();
            },
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: describeFailure(error, { fallback: t(m.failed) }),
              }),
          },
        )
      }
    >
      {following ? t(m.following) : t(m.follow)}
    </Button>
  );
}
