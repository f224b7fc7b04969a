import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { deleteMeSchema } from '@portal/contract';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { useLeaveSession } from '../../../lib/auth-session';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useT } from '../../../i18n/i18n-provider';
import { useDeleteMe, type DeleteMeInput } from '../api/delete-me';
import { useDownloadMyData } from '../api/download-my-data';
import { yourDataMessages as messages } from '../your-data-messages';

type DeleteFormValues = z.input<typeof deleteMeSchema>;
const serverFields = ['password'] as const;

const consequences = [
  messages.consequenceSignOut,
  messages.consequenceDirectory,
  messages.consequencePosts,
  messages.consequenceRegistrations,
  messages.consequenceMentoring,
  messages.consequenceLedger,
  messages.consequenceRestore,
] as const;

/** Issue 39: download one's archive, or delete the account (restorable for 7 days). */
export function YourData() {
  const t = useT();
  const download = useDownloadMyData();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onSuccess: () =>
                notifications.show({ color: 'green', message: t(messages.downloaded) }),
              onError: (error) =>
                notifications.show({
                  color: 'red',
                  message: describeFailure(error, { fallback: t(messages.downloadFailed) }),
                }),
            })
          }
          style={{ alignSelf: 'flex-start' }}
        >
          {t(messages.download)}
        </Button>
        <Text size="sm" c="dimmed">
          {t(messages.downloadHint)}
        </Text>
      </Stack>
      <DeleteMyAccount />
    </Stack>
  );
}

/** The consequences, the password and the choice about content; then signed out and told. */
function DeleteMyAccount() {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteMe();
  const leaveSession = useLeaveSession();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<DeleteFormValues, unknown, DeleteMeInput>({
    resolver: zodResolver(deleteMeSchema),
    defaultValues: { password: '', removeContent: false },
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
        notifications.show({
          color: 'green',
          title: t(messages.deletedTitle),
          message,
          autoClose: 15_000,
        });
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
        {t(messages.delete)}
      </Button>
      <Modal
        opened={opened}
        onClose={closeModal}
        title={t(messages.deleteTitle)}
        centered
        closeButtonProps={{ 'aria-label': t(messages.close) }}
      >
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="md">
            <div>
              <Text size="sm" fw={500}>
                {t(messages.consequencesIntro)}
              </Text>
              <List size="sm" spacing={4} mt={4}>
                {consequences.map((consequence) => (
                  <List.Item key={consequence.id}>{t(consequence)}</List.Item>
                ))}
              </List>
            </div>
            <Checkbox
              label={t(messages.removeContent)}
              description={t(messages.removeContentHint)}
              {...register('removeContent')}
            />
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
                {t(messages.delete)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
