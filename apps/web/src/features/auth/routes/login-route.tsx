import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { loginSchema, type LoginInput } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form-alert';
import { LiveMessage } from '../../../components/live-text';
import { PasswordField } from '../../../components/password-field';
import { PhoneField } from '../../../components/phone-field';
import { useStartSession } from '../../../lib/auth-session';
import { describeFailure } from '../../../lib/form-errors';
import { paths, returnParam, safeReturnPath } from '../../../lib/paths';
import { useT } from '../../../i18n/i18n-provider';
import { useLogin } from '../api/login';
import { authFieldMessages, loginMessages as messages } from '../messages';
import { AuthCard } from '../components/auth-card';

type LoginFormValues = z.input<typeof loginSchema>;

/** Spec screen 3 and §4 Login; 'Login as Admin' is checked by the server (DESIGN §5.6). */
export function LoginRoute() {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get(returnParam)) ?? paths.home;
  const startSession = useStartSession();
  const login = useLogin();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { mobile: '', password: '', asAdmin: false },
  });

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (response) => {
        startSession(response);
        notifications.show({
          color: 'green',
          // The server says the same words in the page's language; ours follow the account's.
          message: <LiveMessage message={messages.success} />,
        });
        void navigate(returnTo, { replace: true });
      },
    });
  });

  return (
    <AuthCard
      withBrand
      title={t(messages.title)}
      intro={t(messages.intro)}
      footer={
        <Text size="sm">
          {t(messages.newHere)}{' '}
          <Anchor component={Link} to={paths.signup}>
            {t(messages.signUp)}
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <PhoneField
            control={control}
            name="mobile"
            countryName="country"
            label={t(messages.phone)}
            autoComplete="username"
            required
          />
          <PasswordField
            label={t(authFieldMessages.password)}
            autoComplete="current-password"
            withAsterisk
            error={errors.password?.message}
            {...register('password')}
          />
          <Checkbox label={t(messages.asAdmin)} {...register('asAdmin')} />
          {login.isError && (
            <FormAlert kind="error">
              {describeFailure(login.error, {
                fallback: t(messages.failed),
                network: t(messages.network),
              })}
            </FormAlert>
          )}
          <Button type="submit" fullWidth loading={login.isPending}>
            {t(authFieldMessages.signIn)}
          </Button>
          <Anchor component={Link} to={paths.resetPassword} size="sm" display="block">
            {t(messages.forgotPassword)}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
