import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AccountSession } from '@portal/contract';
import { IconDeviceDesktop, IconLogout2 } from '@tabler/icons-react';
import { QueryContent } from '../../../components/query-content';
import readable from '../../../components/readable-badge.module.css';
import { useT } from '../../../i18n/i18n-provider';
import { describeFailure } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { useMySessions, useSignOutOtherSessions, useSignOutSession } from '../api/my-sessions';
import { sessionListMessages as messages, settingsMessages } from '../messages';

/** Where the account is signed in (issue 38): each device with "Sign out", and all the others. */
export function SessionList() {
  const t = useT();
  const sessions = useMySessions();
  const signOutOthers = useSignOutOtherSessions();

  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t(messages.heading)}
      </Title>
      <QueryContent
        query={sessions}
        loading={
          <Stack gap="xs" aria-label={t(settingsMessages.loading)}>
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        }
        errorTitle={t(messages.loadFailed)}
      >
        {(list) => (
          <Stack gap="sm">
            <Stack gap="xs" component="ul" aria-label={t(messages.listLabel)} p={0} m={0}>
              {list.map((session) => (
                <SessionRow key={session._id} session={session} />
              ))}
            </Stack>
            {list.every((session) => session.current) ? (
              <Text size="sm" c="dimmed">
                {t(messages.onlyThis)}
              </Text>
            ) : (
              <Button
                variant="default"
                leftSection={<IconLogout2 size={18} aria-hidden />}
                loading={signOutOthers.isPending}
                style={{ alignSelf: 'flex-start' }}
                onClick={() =>
                  signOutOthers.mutate(undefined, {
                    onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
                    onError: (error) =>
                      notifications.show({
                        color: 'red',
                        message: describeFailure(error, {
                          fallback: t(messages.signOutOthersFailed),
                        }),
                      }),
                  })
                }
              >
                {t(messages.signOutOthers)}
              </Button>
            )}
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const t = useT();
  const signOut = useSignOutSession();
  const lastSeen = formatDateTime(session.lastSeenAt);
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <IconDeviceDesktop size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <div style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {session.device}
              </Text>
              {session.current && (
                <Badge size="sm" variant="light" color="green" className={readable.readable}>
                  {t(messages.thisDevice)}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {session.place ?? t(messages.unknownPlace)}
              {' · '}
              {t(messages.lastSeen, { date: lastSeen })}
            </Text>
            <Text size="xs" c="dimmed">
              {t(messages.signedIn, { date: formatDateTime(session.createdAt) })}
            </Text>
          </div>
        </Group>
        {!session.current && (
          <Button
            size="compact-sm"
            variant="default"
            style={{ flexShrink: 0 }}
            loading={signOut.isPending}
            aria-label={t(messages.signOutDevice, { device: session.device, date: lastSeen })}
            onClick={() =>
              signOut.mutate(session._id, {
                onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
                onError: (error) =>
                  notifications.show({
                    color: 'red',
                    message: describeFailure(error, { fallback: t(messages.signOutFailed) }),
                  }),
              })
            }
          >
            {t(messages.signOut)}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
