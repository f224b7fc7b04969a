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
import { useConfirmPasswordReset, type ResetConfirmInput } from '../api/confirm-password-reset';

type ConfirmFormValues = z.input<typeof resetConfirmSchema>;

const passwordFields = ['password', 'confirmPassword'] as const;
const invalidLink = 'This reset link is invalid or has expired. Please ask for a new one.';

export function SetNewPasswordForm({ token }: { token: string }) {
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
        <FormAlert kind="error">{invalidLink}</FormAlert>
        <Button component={Link} to={paths.resetPassword} variant="light">
          Ask for a new link
        </Button>
      </>
    );
  }

  if (confirm.isSuccess) {
    return (
      <>
        <FormAlert kind="success">{confirm.data.message}</FormAlert>
        <Button component={Link} to={paths.login}>
          Sign in with the new password
        </Button>
      </>
    );
  }

  const otherFailure = confirm.isError && !isExplainedByFields(confirm.error, passwordFields);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The link works once, for 30 minutes. Setting a new password signs you out on your other
          devices.
        </Text>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          description={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters; avoid common passwords`}
          withAsterisk
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          withAsterisk
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {otherFailure && (
          <FormAlert kind="error">
            {describeFailure(confirm.error, { fallback: 'Could not reset the password.' })}
          </FormAlert>
        )}
        <Button type="submit" fullWidth loading={confirm.isPending}>
          Set new password
        </Button>
        <Anchor component={Link} to={paths.resetPassword} size="sm">
          Ask for a new link
        </Anchor>
      </Stack>
    </form>
  );
}
