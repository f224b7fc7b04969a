import { Skeleton, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatPhone, phoneCountry } from '@portal/contract';
import { describeFailure } from '../../../lib/form-errors';
import { useProfile } from '../../../lib/get-profile';
import { useUpdateAccountSettings } from '../api/update-account-settings';

type PrivacyKey = 'sharePhone' | 'shareEmail';

const settings: Record<
  PrivacyKey,
  { label: string; shown: (value: string) => string; on: string; off: string }
> = {
  sharePhone: {
    label: 'Show my phone number to other members',
    shown: (mobile) => `Members see ${mobile} on your directory card and profile`,
    on: 'Members can now see your phone number.',
    off: 'Your phone number is now hidden from members.',
  },
  shareEmail: {
    label: 'Show my email to other members',
    shown: (email) => `Members see ${email} on your profile`,
    on: 'Members can now see your email.',
    off: 'Your email is now hidden from members.',
  },
};

/** Whether other members see your phone and email in the directory; site admins always can. */
export function PrivacySetting() {
  const profile = useProfile();
  const update = useUpdateAccountSettings();

  if (profile.isPending) {
    return (
      <Stack gap="sm">
        <Skeleton height={24} width={300} aria-label="Loading" />
        <Skeleton height={24} width={260} />
      </Stack>
    );
  }
  if (profile.isError) {
    return (
      <Text size="sm" c="var(--mantine-color-error)" role="alert">
        {describeFailure(profile.error, { fallback: 'Could not load your privacy choices.' })}
      </Text>
    );
  }

  const keys: PrivacyKey[] = ['sharePhone', 'shareEmail'];
  return (
    <Stack gap="md">
      {keys.map((key) => {
        const text = settings[key];
        const saving = update.isPending && update.variables[key] !== undefined;
        // Shows the choice at once while it is being saved; falls back if saving fails.
        const checked = saving ? Boolean(update.variables[key]) : profile.data[key];
        return (
          <Switch
            key={key}
            label={text.label}
            description={text.shown(
              key === 'sharePhone'
                ? formatPhone(profile.data.mobile, phoneCountry(profile.data.mobile))
                : profile.data.email,
            )}
            checked={checked}
            disabled={update.isPending}
            onChange={(event) => {
              const value = event.currentTarget.checked;
              update.mutate(key === 'sharePhone' ? { sharePhone: value } : { shareEmail: value }, {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: value ? text.on : text.off }),
                onError: (error) =>
                  notifications.show({
                    color: 'red',
                    message: describeFailure(error, { fallback: 'Could not save the setting.' }),
                  }),
              });
            }}
          />
        );
      })}
    </Stack>
  );
}
