import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { DeleteAccount } from '../components/delete-account';
import { EmailUpdatesSetting } from '../components/email-updates-setting';
import { MyDonations } from '../components/my-donations';
import { PrivacySetting } from '../components/privacy-setting';
import { SettingsSection } from '../components/settings-section';
import { SignOutEverywhere } from '../components/sign-out-everywhere';
import { ThemeSetting } from '../components/theme-setting';

/** Account Settings, the profile menu entry that pointed nowhere (DESIGN §5.12). */
export function SettingsRoute() {
  const siteName = useSiteName();
  return (
    <Stack gap="lg" maw={720} mx="auto">
      <title>{`Account Settings · ${siteName}`}</title>
      <Title order={1}>Account Settings</Title>
      <SettingsSection title="Appearance" description="How the portal looks on this device.">
        <ThemeSetting />
      </SettingsSection>
      <SettingsSection title="Email" description="What we may send you besides account emails.">
        <EmailUpdatesSetting />
      </SettingsSection>
      <SettingsSection
        title="Privacy"
        description="Who sees your contact details in the members directory. Site admins always can; visitors never can."
      >
        <PrivacySetting />
      </SettingsSection>
      <SettingsSection
        title="Donations"
        description="Your donations, with receipts to download and a way to stop a monthly one."
      >
        <MyDonations />
      </SettingsSection>
      <SettingsSection
        title="Sign-in and security"
        description={
          <>
            Lost a phone or used a shared computer? Sign out on every device at once. You can also{' '}
            <Anchor component={Link} to={paths.changePassword} inherit>
              change your password
            </Anchor>
            .
          </>
        }
      >
        <SignOutEverywhere />
      </SettingsSection>
      <SettingsSection
        title="Delete account"
        description="Removes your account and personal data for good."
        danger
      >
        <Group>
          <DeleteAccount />
        </Group>
      </SettingsSection>
    </Stack>
  );
}
