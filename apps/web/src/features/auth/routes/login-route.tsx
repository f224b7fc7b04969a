import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { loginSchema, type LoginInput, type LoginResponse } from '@portal/contract';
import { lazy, Suspense, useState } from 'react';
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

// Only accounts with two-step sign-in need it: a first visit's sign-in screen does not load it.
const TwoFactorStep = lazy(() => import('../components/two-factor-step'));

/** Spec screen 3 and §4 Login; 'Login as Admin' is checked by the server (DESIGN §5.6). */
export function LoginRoute() {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get(returnParam)) ?? paths.home;
  const startSession = useStartSession();
  const login = useLogin();
  /** Set when the password was right and the account asks for a code (issue 38). */
  const [challenge, setChallenge] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { mobile: '', password: '', asAdmin: false },
  });

  const signedIn = (response: LoginResponse) => {
    startSession(response);
    notifications.show({
      color: 'green',
      // The server says the same words in the page's language; ours follow the account's.
      message: <LiveMessage message={messages.success} />,
    });
    void navigate(returnTo, { replace: true });
  };

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (answer) =>
        'twoFactorRequired' in answer ? setChallenge(answer.challenge) : signedIn(answer),
    });
  });

  if (challenge)
    return (
      <AuthCard withBrand title={t(messages.title)}>
        <Suspense fallback={<Loader size="sm" aria-label={t(messages.title)} />}>
          <TwoFactorStep
            challenge={challenge}
            onSignedIn={signedIn}
            onStartOver={() => {
              setChallenge(null);
              login.reset();
            }}
          />
        </Suspense>
      </AuthCard>
    );

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
