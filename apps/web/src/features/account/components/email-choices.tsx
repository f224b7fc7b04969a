import { emailKinds, type EmailKind } from '@portal/contract';
import { Skeleton, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { describeFailure } from '../../../lib/form-errors';
import { useProfile } from '../../../lib/get-profile';
import { useT } from '../../../i18n/i18n-provider';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/email-preferences';
import { emailChoicesMessages as messages, settingsMessages } from '../messages';

const texts: Record<EmailKind, [label: typeof messages.news, description: typeof messages.news]> = {
  eventReminders: [messages.eventReminders, messages.eventRemindersText],
  eventUpdates: [messages.eventUpdates, messages.eventUpdatesText],
  news: [messages.news, messages.newsText],
  mentoring: [messages.mentoring, messages.mentoringText],
  opportunities: [messages.opportunities, messages.opportunitiesText],
  channelActivity: [messages.channelActivity, messages.channelActivityText],
};

/**
 * The six kinds of optional email (issue 39, ADR 58), each saved the moment it changes. `news` is
 * the spec's "email updates" switch under its clearer name. Needed mail is always sent.
 */
export function EmailChoices() {
  const t = useT();
  const preferences = useEmailPreferences();
  const profile = useProfile();
  const save = useSaveEmailPreferences();

  if (preferences.isPending)
    return <Skeleton height={160} aria-label={t(settingsMessages.loading)} />;
  if (preferences.isError)
    return (
      <Text size="sm" c="var(--mantine-color-error)" role="alert">
        {describeFailure(preferences.error, { fallback: t(messages.loadFailed) })}
      </Text>
    );
  const pending = save.isPending ? save.variables : undefined;
  return (
    <Stack gap="md">
      <Text size="sm">{t(messages.needed)}</Text>
      {emailKinds.map((kind) => {
        const [label, description] = texts[kind];
        // Shows the choice at once while it is saved; falls back if saving fails.
        const checked = pending?.[kind] ?? preferences.data[kind];
        return (
          <Switch
            key={kind}
            label={t(label)}
            description={t(description, { email: profile.data?.email ?? '' })}
            checked={checked}
            disabled={save.isPending}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              save.mutate(
                { [kind]: on },
                {
                  onSuccess: () =>
                    notifications.show({
                      color: 'green',
                      message: t(on ? messages.turnedOn : messages.turnedOff, { kind: t(label) }),
                    }),
                  onError: (error) =>
                    notifications.show({
                      color: 'red',
                      message: describeFailure(error, {
                        fallback: t(settingsMessages.saveFailed),
                      }),
                    }),
                },
              );
            }}
          />
        );
      })}
    </Stack>
  );
}
