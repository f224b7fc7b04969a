import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PASSWORD_MAX, PASSWORD_MIN, signupSchema, type SignupInput } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { PersonNameField } from '../../../components/person-name-field';
import { PhoneField } from '../../../components/phone-field';
import { useStartSession } from '../../../lib/auth-session';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useSignup } from '../api/signup';
import { AuthCard } from '../components/auth-card';

type SignupFormValues = z.input<typeof signupSchema>;
const serverFields = ['name', 'email', 'mobile', 'country', 'password'] as const;

/** Spec screen 4 and §4 Signup: success stores the session and lands on the dashboard, signed in. */
export function SignupRoute() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const signup = useSignup();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignupFormValues, unknown, SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: '', email: '', mobile: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    signup.mutate(values, {
      onSuccess: (response) => {
        startSession(response);
        notifications.show({
          color: 'green',
          message: response.message || 'Registration successful',
        });
        // The spec's /dashboard is an alias of / (DESIGN §5.11).
        void navigate(paths.home, { replace: true });
      },
      onError: (error) => applyFieldErrors(error, setError, serverFields),
    });
  });

  return (
    <AuthCard
      withBrand
      title="Sign up"
      intro="Create your account to register for events, join channels and keep a profile."
      footer={
        <Text size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to={paths.login}>
            Sign in
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <PersonNameField
            label="Name"
            autoComplete="name"
            withAsterisk
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
          <PhoneField
            control={control}
            name="mobile"
            countryName="country"
            label="Mobile"
            required
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            description={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters; avoid common passwords`}
            withAsterisk
            error={errors.password?.message}
            {...register('password')}
          />
          {signup.isError && !isExplainedByFields(signup.error, serverFields) && (
            <FormAlert kind="error">
              {describeFailure(signup.error, {
                fallback: 'Registration failed. Try again.',
                network: 'Server error. Please try again later.',
              })}
            </FormAlert>
          )}
          <Button type="submit" fullWidth loading={signup.isPending}>
            Sign Up
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
