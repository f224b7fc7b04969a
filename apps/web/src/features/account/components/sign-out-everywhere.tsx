import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout2 } from '@tabler/icons-react';
import { useLeaveSession } from '../../../lib/auth-session';
import { describeFailure } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useT } from '../../../i18n/i18n-provider';
import { useLogoutAll } from '../api/logout-all';
import { signOutEverywhereMessages as messages } from '../messages';

/** DESIGN §5.12: ends every session of the account, then this one, and goes to /login. */
export function SignOutEverywhere() {
  const t = useT();
  const logoutAll = useLogoutAll();
  const leaveSession = useLeaveSession();
  return (
    <Button
      variant="default"
      leftSection={<IconLogout2 size={18} aria-hidden />}
      loading={logoutAll.isPending}
      onClick={() =>
        logoutAll.mutate(undefined, {
          onSuccess: async ({ message }) => {
            await leaveSession(paths.login);
            notifications.show({ color: 'green', message });
          },
          // The other devices may still be signed in: keep this one so the person can retry.
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: describeFailure(error, { fallback: t(messages.failed) }),
            }),
        })
      }
      style={{ alignSelf: 'flex-start' }}
    >
      {t(messages.button)}
    </Button>
  );
}
