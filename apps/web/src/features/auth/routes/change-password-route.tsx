import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  changePasswordSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type ChangePasswordInput,
} from '@portal/contract';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useT } from '../../../i18n/i18n-provider';
import { useChangePassword } from '../api/change-password';
import { AuthCard } from '../components/auth-card';
import { authFieldMessages as fields, changePasswordMessages as messages } from '../messages';

type ChangePasswordFormValues = z.input<typeof changePasswordSchema>;
const serverFields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Spec screen 13; the server checks the current password and signs out other devices (DESIGN §5.4). */
export function ChangePasswordRoute() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordFormValues, unknown, ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ message }) => {
        reset();
        notifications.show({ color: 'green', message });
      },
      onError: (error) => applyFieldErrors(error, setError, serverFields),
    }),
  );

  // Cancel goes back where the person came from; opened directly, it goes to the dashboard.
  const cancel = () => {
    if (location.key === 'default') void navigate(paths.home);
    else void navigate(-1);
  };

  return (
    <AuthCard
      title={t(messages.title)}
      intro={t(messages.intro)}
      footer={
        <Text size="sm">
          <Anchor component={Link} to={paths.resetPassword}>
            {t(messages.forgotPassword)}
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t(messages.currentPassword)}
            autoComplete="current-password"
            withAsterisk
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <PasswordField
            label={t(fields.newPassword)}
            autoComplete="new-password"
            description={t(fields.passwordRules, { min: PASSWORD_MIN, max: PASSWORD_MAX })}
            withAsterisk
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField
            label={t(fields.confirmNewPassword)}
            autoComplete="new-password"
            withAsterisk
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          {change.isSuccess && <FormAlert kind="success">{change.data.message}</FormAlert>}
          {change.isError && !isExplainedByFields(change.error, serverFields) && (
            <FormAlert kind="error">
              {describeFailure(change.error, { fallback: t(messages.failed) })}
            </FormAlert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel}>
              {t(messages.cancel)}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {t(messages.submit)}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
