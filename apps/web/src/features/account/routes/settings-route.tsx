import { Skeleton, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { useSiteName } from '../../../lib/get-site';
import { EmailChoices } from '../components/email-choices';
import { MyDonations } from '../components/my-donations';
import { NotificationSettings } from '../components/notification-settings';
import { PrivacySetting } from '../components/privacy-setting';
import { SettingsSection } from '../components/settings-section';
import { ThemeSetting } from '../components/theme-setting';
import { YourData } from '../components/your-data';
import { yourDataMessages } from '../your-data-messages';
import { settingsMessages as messages } from '../messages';

// Its own chunk: its screens' parts (QR code, session list) stay out of the router's lists that
// every first visit downloads.
const AccountSecurity = lazy(() =>
  import('../components/account-security').then((m) => ({ default: m.AccountSecurity })),
);

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
        <EmailChoices />
      </SettingsSection>
      <NotificationSettings />
      <SettingsSection title={t(messages.privacy)} description={t(messages.privacyText)}>
        <PrivacySetting />
      </SettingsSection>
      <SettingsSection title={t(messages.donations)} description={t(messages.donationsText)}>
        <MyDonations />
      </SettingsSection>
      <Suspense fallback={<Skeleton height={160} radius="md" aria-label={t(messages.loading)} />}>
        <AccountSecurity />
      </Suspense>
      <SettingsSection title={t(yourDataMessages.title)} description={t(yourDataMessages.intro)}>
        <YourData />
      </SettingsSection>
    </Stack>
  );
}
