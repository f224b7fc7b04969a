import { Anchor, Divider, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { withElements } from '../../../i18n/with-elements';
import { paths } from '../../../lib/paths';
import { settingsMessages as messages } from '../messages';
import { SessionList } from './session-list';
import { SettingsSection } from './settings-section';
import { SignOutEverywhere } from './sign-out-everywhere';
import { TwoFactorSetting } from './two-factor-setting';

/**
 * Account Settings' "Sign-in and security" (issue 38): two-step sign-in, where the account is
 * signed in, and signing out everywhere, this device included.
 */
export function AccountSecurity() {
  const t = useT();
  return (
    <SettingsSection
      title={t(messages.security)}
      description={withElements(t, messages.securityText, {
        changePassword: (
          <Anchor component={Link} to={paths.changePassword} inherit>
            {t(messages.changePasswordLink)}
          </Anchor>
        ),
      })}
    >
      <Stack gap="lg">
        <TwoFactorSetting />
        <Divider />
        <SessionList />
        <Divider />
        <SignOutEverywhere />
      </Stack>
    </SettingsSection>
  );
}
