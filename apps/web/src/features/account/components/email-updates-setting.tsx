import { Skeleton, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { describeFailure } from '../../../lib/form-errors';
import { useProfile } from '../../../lib/get-profile';
import { useT } from '../../../i18n/i18n-provider';
import { useUpdateAccountSettings } from '../api/update-account-settings';
import { emailUpdatesMessages as messages, settingsMessages } from '../messages';

export function EmailUpdatesSetting() {
  const t = useT();
  const profile = useProfile();
  const update = useUpdateAccountSettings();

  if (profile.isPending)
    return <Skeleton height={24} width={220} aria-label={t(settingsMessages.loading)} />;
  if (profile.isError) {
    return (
      <Text size="sm" c="var(--mantine-color-error)" role="alert">
        {describeFailure(profile.error, { fallback: t(messages.loadFailed) })}
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
      label={t(messages.label)}
      description={t(messages.description, { email: profile.data.email })}
      checked={checked}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate(
          { emailUpdates: event.currentTarget.checked },
          {
            onSuccess: ({ emailUpdates }) =>
              notifications.show({
                color: 'green',
                message: t(emailUpdates ? messages.turnedOn : messages.turnedOff),
              }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: describeFailure(error, { fallback: t(settingsMessages.saveFailed) }),
              }),
          },
        )
      }
    />
  );
}
