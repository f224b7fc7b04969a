import { Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { AuthCard } from '../components/auth-card';
import { RequestResetForm } from '../components/request-reset-form';
import { SetNewPasswordForm } from '../components/set-new-password-form';
import { authFieldMessages, resetPasswordMessages as messages } from '../messages';

/**
 * Spec screen 14 made real (DESIGN §5.5): ask for a link by mobile or email; the emailed link
 * comes back here with ?token=… to set the new password.
 */
export function ResetPasswordRoute() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const footer = (
    <Text size="sm">
      <Anchor component={Link} to={paths.login}>
        {t(authFieldMessages.signIn)}
      </Anchor>
      {' · '}
      <Anchor component={Link} to={paths.signup}>
        {t(messages.signUp)}
      </Anchor>
    </Text>
  );

  return token === null ? (
    <AuthCard title={t(messages.title)} intro={t(messages.intro)} footer={footer}>
      <RequestResetForm />
    </AuthCard>
  ) : (
    <AuthCard title={t(messages.chooseTitle)} footer={footer}>
      {/* Keyed so following a second link starts a fresh form. */}
      <SetNewPasswordForm key={token} token={token} />
    </AuthCard>
  );
}
