import { Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { AuthCard } from '../components/auth-card';
import { RequestResetForm } from '../components/request-reset-form';
import { SetNewPasswordForm } from '../components/set-new-password-form';

/**
 * Spec screen 14 made real (DESIGN §5.5): ask for a link by mobile or email; the emailed link
 * comes back here with ?token=… to set the new password.
 */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const footer = (
    <Text size="sm">
      <Anchor component={Link} to={paths.login}>
        Sign in
      </Anchor>
      {' · '}
      <Anchor component={Link} to={paths.signup}>
        Sign up
      </Anchor>
    </Text>
  );

  return token === null ? (
    <AuthCard
      title="Reset password"
      intro="Enter the mobile number or email of your account. We will email you a link to choose a new password."
      footer={footer}
    >
      <RequestResetForm />
    </AuthCard>
  ) : (
    <AuthCard title="Choose a new password" footer={footer}>
      {/* Keyed so following a second link starts a fresh form. */}
      <SetNewPasswordForm key={token} token={token} />
    </AuthCard>
  );
}
