import { Anchor, DataList, Stack, Text, Title, useMatches } from '@mantine/core';
import { socialNetworks, type Profile } from '@portal/contract';
import type { ReactNode } from 'react';
import { networkLabels, socialProfileUrl } from '../../../components/social-links';
import { PhoneNumber } from '../../../components/phone-number';
import { useT } from '../../../i18n/i18n-provider';
import { profileFieldMessages as fields } from '../messages';

/** Spec screen 12, read-only: basic info, Business Information, Social Media. */
export function ProfileView({ profile }: { profile: Profile }) {
  const t = useT();
  return (
    <Stack gap="xl">
      <ProfileSection title={t(fields.basicInformation)}>
        <Item label={t(fields.name)} value={profile.name} />
        <Item label={t(fields.email)} value={profile.email} />
        <Item label={t(fields.mobile)} value={<PhoneNumber value={profile.mobileE164} />} />
        <Item label={t(fields.bio)} value={profile.bio} />
        <Item label={t(fields.address)} value={profile.address} />
      </ProfileSection>
      <ProfileSection title={t(fields.businessInformation)}>
        <Item label={t(fields.businessName)} value={profile.businessName} />
        <Item label={t(fields.businessEmail)} value={profile.businessEmail} />
      </ProfileSection>
      <ProfileSection title={t(fields.socialMedia)}>
        {socialNetworks.map((network) => (
          <Item
            key={network}
            label={networkLabels[network]}
            value={<SocialLink value={profile.socialMedia[network]} network={network} />}
          />
        ))}
      </ProfileSection>
    </Stack>
  );
}

function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  // Side by side where there is room; label above value on a phone.
  const orientation = useMatches({ base: 'vertical', sm: 'horizontal' } as const, {
    getInitialValueInEffect: false,
  });
  return (
    <section aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      <DataList labelWidth={140} gap="xs" withDivider orientation={orientation}>
        {children}
      </DataList>
    </section>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  const empty = value === null || value === undefined || value === '';
  return (
    <DataList.Item>
      <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
      <DataList.ItemValue style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {empty ? <NotProvided /> : value}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

function NotProvided() {
  const t = useT();
  return (
    <Text span c="dimmed" fs="italic" size="sm">
      {t(fields.notProvided)}
    </Text>
  );
}

function SocialLink({
  network,
  value,
}: {
  network: Parameters<typeof socialProfileUrl>[0];
  value: string | undefined;
}) {
  if (!value) return <NotProvided />;
  const href = socialProfileUrl(network, value);
  // Something that cannot be a safe link is shown as plain text, never as a link.
  if (!href) return <>{value}</>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit>
      {value}
    </Anchor>
  );
}
