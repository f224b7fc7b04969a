import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { PASSWORD_MAX, PASSWORD_MIN, resetConfirmSchema } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useT } from '../../../i18n/i18n-provider';
import { useConfirmPasswordReset, type ResetConfirmInput } from '../api/confirm-password-reset';
import { authFieldMessages, resetPasswordMessages as messages } from '../messages';

type ConfirmFormValues = z.input<typeof resetConfirmSchema>;

const passwordFields = ['password', 'confirmPassword'] as const;

export function SetNewPasswordForm({ token }: { token: string }) {
  const t = useT();
  const confirm = useConfirmPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ConfirmFormValues, unknown, ResetConfirmInput>({
    resolver: zodResolver(resetConfirmSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit((values) =>
    confirm.mutate(values, {
      onError: (error) => applyFieldErrors(error, setError, passwordFields),
    }),
  );

  const tokenRejected =
    !resetConfirmSchema.shape.token.safeParse(token).success ||
    (confirm.error instanceof ApiError && confirm.error.code === 'invalid_token');
  if (tokenRejected) {
    return (
      <>
        <FormAlert kind="error">{t(messages.invalidLink)}</FormAlert>
        <Button component={Link} to={paths.resetPassword} variant="light">
          {t(messages.askNewLink)}
        </Button>
      </>
    );
  }

  if (confirm.isSuccess) {
    return (
      <>
        <FormAlert kind="success">{confirm.data.message}</FormAlert>
        <Button component={Link} to={paths.login}>
          {t(messages.signInWithNew)}
        </Button>
      </>
    );
  }

  const otherFailure = confirm.isError && !isExplainedByFields(confirm.error, passwordFields);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(messages.linkRules)}
        </Text>
        <PasswordField
          label={t(authFieldMessages.newPassword)}
          autoComplete="new-password"
          description={t(authFieldMessages.passwordRules, { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          withAsterisk
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t(authFieldMessages.confirmNewPassword)}
          autoComplete="new-password"
          withAsterisk
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {otherFailure && (
          <FormAlert kind="error">
            {describeFailure(confirm.error, { fallback: t(messages.failed) })}
          </FormAlert>
        )}
        <Button type="submit" fullWidth loading={confirm.isPending}>
          {t(messages.submit)}
        </Button>
        <Anchor component={Link} to={paths.resetPassword} size="sm">
          {t(messages.askNewLink)}
        </Anchor>
      </Stack>
    </form>
  );
}
