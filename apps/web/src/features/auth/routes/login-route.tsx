import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { loginSchema, type LoginInput } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { PhoneField } from '../../../components/phone-field';
import { useStartSession } from '../../../lib/auth-session';
import { describeFailure } from '../../../lib/form-errors';
import { paths, returnParam, safeReturnPath } from '../../../lib/paths';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';

type LoginFormValues = z.input<typeof loginSchema>;

/** Spec screen 3 and §4 Login; 'Login as Admin' is checked by the server (DESIGN §5.6). */
export function LoginRoute() {
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
        notifications.show({ color: 'green', message: response.message || 'Login successful!' });
        void navigate(returnTo, { replace: true });
      },
    });
  });

  return (
    <AuthCard
      withBrand
      title="Sign in"
      intro="Welcome back. Sign in with your mobile number."
      footer={
        <Text size="sm">
          New here?{' '}
          <Anchor component={Link} to={paths.signup}>
            Sign Up
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
            label="Phone"
            autoComplete="username"
            required
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            withAsterisk
            error={errors.password?.message}
            {...register('password')}
          />
          <Checkbox label="Login as Admin" {...register('asAdmin')} />
          {login.isError && (
            <FormAlert kind="error">
              {describeFailure(login.error, {
                fallback: 'Login failed',
                network: 'Server error. Please try again.',
              })}
            </FormAlert>
          )}
          <Button type="submit" fullWidth loading={login.isPending}>
            Sign in
          </Button>
          <Anchor component={Link} to={paths.resetPassword} size="sm" display="block">
            Forgot password?
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
