import { Button, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { notificationKinds, type NotificationKind } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../i18n/i18n-provider';
import { describeFailure } from '../../../lib/form-errors';
import {
  currentSubscription,
  pushPermission,
  turnOffPush,
  turnOnPush,
} from '../../../lib/push-device';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
  useSendTestPush,
} from '../api/notification-preferences';
import { notificationSettingsMessages as m } from '../notification-messages';
import { SettingsSection } from './settings-section';

/** Account Settings' Notifications section (issue 40): a switch per kind, and this device's push. */
export function NotificationSettings() {
  const t = useT();
  return (
    <SettingsSection title={t(m.title)} description={t(m.text)}>
      <KindSwitches />
      <DevicePush />
    </SettingsSection>
  );
}

function KindSwitches() {
  const t = useT();
  const choices = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  if (choices.isPending) return <Skeleton height={24} width={260} aria-label={t(m.title)} />;
  if (choices.isError)
    return (
      <Group gap="xs">
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {describeFailure(choices.error, { fallback: t(m.loadFailed) })}
        </Text>
        <Button size="xs" variant="default" onClick={() => void choices.refetch()}>
          {t(m.retry)}
        </Button>
      </Group>
    );
  const shown = save.isPending ? save.variables : choices.data;
  const toggle = (kind: NotificationKind, on: boolean) =>
    save.mutate(
      { ...choices.data, [kind]: on },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t(m.saved) }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: describeFailure(error, { fallback: t(m.loadFailed) }),
          }),
      },
    );
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" size="sm" fw={500} mb="xs">
        {t(m.kindsLegend)}
      </Text>
      {notificationKinds.map((kind) => (
        <Switch
          key={kind}
          label={t(m[kind])}
          checked={shown[kind]}
          disabled={save.isPending}
          onChange={(event) => toggle(kind, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}

const deviceKey = ['push-device'];

function DevicePush() {
  const t = useT();
  const queryClient = useQueryClient();
  const device = useQuery({
    queryKey: deviceKey,
    queryFn: async () => ({
      permission: pushPermission(),
      subscribed: Boolean(await currentSubscription()),
    }),
  });
  const change = useMutation({
    mutationFn: async (on: boolean) => {
      if (!on) return void (await turnOffPush());
      if (!(await turnOnPush())) throw new Error('refused');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKey }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: error.message === 'refused' ? t(m.refused) : t(m.turnOnFailed),
      }),
  });
  const test = useSendTestPush();
  if (!device.data) return null;
  const { permission, subscribed } = device.data;
  let state = subscribed ? t(m.deviceOn) : t(m.deviceOff);
  if (permission === 'unsupported') state = t(m.unsupported);
  else if (permission === 'denied') state = t(m.deviceBlocked);
  return (
    <Stack gap="xs" mt="sm">
      <Text size="sm" fw={500}>
        {t(m.deviceHeading)}
      </Text>
      <Text size="sm" c="dimmed" role="status">
        {state}
      </Text>
      <Group gap="xs">
        {permission !== 'unsupported' && permission !== 'denied' && (
          <Button
            variant={subscribed ? 'default' : 'filled'}
            loading={change.isPending}
            onClick={() => change.mutate(!subscribed)}
          >
            {subscribed ? t(m.turnOff) : t(m.turnOn)}
          </Button>
        )}
        <Button
          variant="default"
          loading={test.isPending}
          onClick={() =>
            test.mutate(undefined, {
              onSuccess: () => notifications.show({ color: 'green', message: t(m.testSent) }),
              onError: (error) =>
                notifications.show({
                  color: 'red',
                  message: describeFailure(error, { fallback: t(m.testFailed) }),
                }),
            })
          }
        >
          {t(m.sendTest)}
        </Button>
      </Group>
    </Stack>
  );
}
