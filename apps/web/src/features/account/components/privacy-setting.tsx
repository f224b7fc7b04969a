import { Skeleton, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatPhone, phoneCountry } from '@portal/contract';
import { describeFailure } from '../../../lib/form-errors';
import { useProfile } from '../../../lib/get-profile';
import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import { useT } from '../../../i18n/i18n-provider';
import { useUpdateAccountSettings } from '../api/update-account-settings';
import { privacyMessages as messages, settingsMessages } from '../messages';

type PrivacyKey = 'sharePhone' | 'shareEmail';

// `shown` takes the phone number or the email as its {mobile} / {email} argument.
const settings: Record<
  PrivacyKey,
  {
    label: MessageDescriptor;
    shown: MessageDescriptor;
    on: MessageDescriptor;
    off: MessageDescriptor;
  }
> = {
  sharePhone: {
    label: messages.phoneLabel,
    shown: messages.phoneShown,
    on: messages.phoneOn,
    off: messages.phoneOff,
  },
  shareEmail: {
    label: messages.emailLabel,
    shown: messages.emailShown,
    on: messages.emailOn,
    off: messages.emailOff,
  },
};

/** Whether other members see your phone and email in the directory; site admins always can. */
export function PrivacySetting() {
  const t = useT();
  const profile = useProfile();
  const update = useUpdateAccountSettings();

  if (profile.isPending) {
    return (
      <Stack gap="sm">
        <Skeleton height={24} width={300} aria-label={t(settingsMessages.loading)} />
        <Skeleton height={24} width={260} />
      </Stack>
    );
  }
  if (profile.isError) {
    return (
      <Text size="sm" c="var(--mantine-color-error)" role="alert">
        {describeFailure(profile.error, { fallback: t(messages.loadFailed) })}
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
            label={t(text.label)}
            description={t(text.shown, {
              mobile: formatPhone(profile.data.mobile, phoneCountry(profile.data.mobile)),
              email: profile.data.email,
            })}
            checked={checked}
            disabled={update.isPending}
            onChange={(event) => {
              const value = event.currentTarget.checked;
              update.mutate(key === 'sharePhone' ? { sharePhone: value } : { shareEmail: value }, {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: t(value ? text.on : text.off) }),
                onError: (error) =>
                  notifications.show({
                    color: 'red',
                    message: describeFailure(error, { fallback: t(settingsMessages.saveFailed) }),
                  }),
              });
            }}
          />
        );
      })}
    </Stack>
  );
}
