import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { withElements } from '../../../i18n/with-elements';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { DeleteAccount } from '../components/delete-account';
import { EmailUpdatesSetting } from '../components/email-updates-setting';
import { MyDonations } from '../components/my-donations';
import { NotificationSettings } from '../components/notification-settings';
import { PrivacySetting } from '../components/privacy-setting';
import { SettingsSection } from '../components/settings-section';
import { SignOutEverywhere } from '../components/sign-out-everywhere';
import { ThemeSetting } from '../components/theme-setting';
import { settingsMessages as messages } from '../messages';

/** Account Settings, the profile menu entry that pointed nowhere (DESIGN §5.12). */
export function SettingsRoute() {
  const siteName = useSiteName();
  const t = useT();
  const title = t(messages.title);
  return (
    <Stack gap="lg" maw={720} mx="auto">
      <title>{`${title} · ${siteName}`}</title>
      <Title order={1}>{title}</Title>
      <SettingsSection title={t(messages.appearance)} description={t(messages.appearanceText)}>
        <ThemeSetting />
      </SettingsSection>
      <SettingsSection title={t(messages.email)} description={t(messages.emailText)}>
        <EmailUpdatesSetting />
      </SettingsSection>
      <NotificationSettings />
      <SettingsSection title={t(messages.privacy)} description={t(messages.privacyText)}>
        <PrivacySetting />
      </SettingsSection>
      <SettingsSection title={t(messages.donations)} description={t(messages.donationsText)}>
        <MyDonations />
      </SettingsSection>
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
        <SignOutEverywhere />
      </SettingsSection>
      <SettingsSection
        title={t(messages.deleteAccount)}
        description={t(messages.deleteAccountText)}
        danger
      >
        <Group>
          <DeleteAccount />
        </Group>
      </SettingsSection>
    </Stack>
  );
}
