import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout2 } from '@tabler/icons-react';
import { useLeaveSession } from '../../../lib/auth-session';
import { describeFailure } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useLogoutAll } from '../api/logout-all';

/** DESIGN §5.12: ends every session of the account, then this one, and goes to /login. */
export function SignOutEverywhere() {
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
              message: describeFailure(error, { fallback: 'Could not sign out everywhere.' }),
            }),
        })
      }
      style={{ alignSelf: 'flex-start' }}
    >
      Sign out everywhere
    </Button>
  );
}
