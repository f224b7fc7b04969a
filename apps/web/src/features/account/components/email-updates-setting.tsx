import { Skeleton, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { describeFailure } from '../../../lib/form-errors';
import { useProfile } from '../../../lib/get-profile';
import { useUpdateAccountSettings } from '../api/update-account-settings';

export function EmailUpdatesSetting() {
  const profile = useProfile();
  const update = useUpdateAccountSettings();

  if (profile.isPending) return <Skeleton height={24} width={220} aria-label="Loading" />;
  if (profile.isError) {
    return (
      <Text size="sm" c="var(--mantine-color-error)" role="alert">
        {describeFailure(profile.error, { fallback: 'Could not load your email preference.' })}
      </Text>
    );
  }
  // Shows the choice at once while it is being saved; falls back if saving fails.
  const checked =
    update.isPending && update.variables.emailUpdates !== undefined
      ? update.variables.emailUpdates
      : profile.data.emailUpdates;
  return (
    <Switch
      label="Email updates"
      description={`News and event announcements, sent to ${profile.data.email}`}
      checked={checked}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate(
          { emailUpdates: event.currentTarget.checked },
          {
            onSuccess: ({ emailUpdates }) =>
              notifications.show({
                color: 'green',
                message: emailUpdates ? 'Email updates turned on.' : 'Email updates turned off.',
              }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: describeFailure(error, { fallback: 'Could not save the setting.' }),
              }),
          },
        )
      }
    />
  );
}
