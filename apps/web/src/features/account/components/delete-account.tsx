import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { deleteAccountSchema } from '@portal/contract';
import { IconTrash } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { useLeaveSession } from '../../../lib/auth-session';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useT } from '../../../i18n/i18n-provider';
import { useDeleteAccount, type DeleteAccountInput } from '../api/delete-account';
import { deleteAccountMessages as messages } from '../messages';

type DeleteFormValues = z.input<typeof deleteAccountSchema>;
const serverFields = ['password'] as const;

/** Confirms with the password, deletes the account and its data, then leaves signed out. */
export function DeleteAccount() {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteAccount();
  const leaveSession = useLeaveSession();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<DeleteFormValues, unknown, DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });

  const closeModal = () => {
    close();
    reset();
    remove.reset();
  };

  const onSubmit = handleSubmit((values) =>
    remove.mutate(values, {
      onSuccess: async ({ message }) => {
        close();
        await leaveSession(paths.home);
        notifications.show({ color: 'green', message });
      },
      onError: (error) => applyFieldErrors(error, setError, serverFields),
    }),
  );

  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={open}
        style={{ alignSelf: 'flex-start' }}
      >
        {t(messages.button)}
      </Button>
      <Modal
        opened={opened}
        onClose={closeModal}
        title={t(messages.title)}
        centered
        closeButtonProps={{ 'aria-label': t(messages.close) }}
      >
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm">{t(messages.warning)}</Text>
            <PasswordField
              label={t(messages.password)}
              description={t(messages.passwordHint)}
              autoComplete="current-password"
              withAsterisk
              data-autofocus
              error={errors.password?.message}
              {...register('password')}
            />
            {remove.isError && !isExplainedByFields(remove.error, serverFields) && (
              <FormAlert kind="error">
                {describeFailure(remove.error, { fallback: t(messages.failed) })}
              </FormAlert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={closeModal} disabled={remove.isPending}>
                {t(messages.cancel)}
              </Button>
              {/* red.9: white on the default red is below AA contrast (3.8:1). */}
              <Button type="submit" color="red.9" loading={remove.isPending}>
                {t(messages.button)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
