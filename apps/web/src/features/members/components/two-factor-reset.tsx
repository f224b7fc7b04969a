import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Member } from '@portal/contract';
import { IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { describeFailure } from '../../../lib/form-errors';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { twoFactorResetMessages as text } from './messages';

/**
 * For a member who lost their phone and their recovery codes: a site admin turns their two-step
 * sign-in off, after a second, inline "are you sure" (a dialog over the edit dialog would trap
 * focus twice). The server signs them out, emails them and records it (issue 38).
 */
export function TwoFactorReset({ member, onDone }: { member: Member; onDone: () => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const reset = useResetTwoFactor();
  const turnOff = () =>
    reset.mutate(member._id, {
      onSuccess: ({ message }) => {
        notifications.show({ color: 'green', message });
        onDone();
      },
    });
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t(text.heading)}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t(text.heading)}
        </Text>
        <Text size="sm" c="dimmed">
          {t(text.hint, { name: member.name })}
        </Text>
        {reset.isError && (
          <FormAlert kind="error">
            {describeFailure(reset.error, { fallback: t(text.failed) })}
          </FormAlert>
        )}
        {asking ? (
          <>
            <Text size="sm" role="status">
              {t(text.sure, { name: member.name })}
            </Text>
            <Group gap="sm">
              <Button color="red.9" size="xs" loading={reset.isPending} onClick={turnOff}>
                {t(text.confirm)}
              </Button>
              <Button
                variant="default"
                size="xs"
                onClick={() => setAsking(false)}
                disabled={reset.isPending}
              >
                {t(text.keep)}
              </Button>
            </Group>
          </>
        ) : (
          <Group>
            <Button
              variant="light"
              color="red.9"
              size="xs"
              leftSection={<IconShieldOff size={16} aria-hidden />}
              onClick={() => setAsking(true)}
            >
              {t(text.turnOff)}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
