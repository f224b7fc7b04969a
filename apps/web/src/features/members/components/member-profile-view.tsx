import {
  Anchor,
  Badge,
  DataList,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  useMatches,
} from '@mantine/core';
import type { Member } from '@portal/contract';
import { IconLock, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { UserAvatar } from '../../../components/user-avatar';
import { useT } from '../../../i18n/i18n-provider';
import { formatMonthYear } from '../../../lib/format';
import badgeClasses from '../../../components/readable-badge.module.css';
import { placeLine } from './member-details';
import { MemberRoleBadge } from './member-role-badge';
import { memberFieldMessages as field, memberProfileMessages as text } from './messages';
import { PhoneNumber } from '../../../components/phone-number';

interface MemberProfileViewProps {
  member: Member;
  /** Site admins also see whether the invitation is still pending. */
  showInvitation: boolean;
}

/** A member as others see them: who they are, where, their business, and contact if shared. */
export function MemberProfileView({ member, showInvitation }: MemberProfileViewProps) {
  const t = useT();
  const place = placeLine(member);
  const hasBusiness = [
    member.businessName,
    member.businessRole,
    member.businessEmail,
    member.businessAddress,
  ].some(Boolean);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Group gap="lg" align="flex-start" wrap="wrap">
          <UserAvatar
            imageUrl={member.imageUrl}
            size={112}
            alt={t(text.picture, { name: member.name })}
          />
          <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {member.name}
            </Title>
            <Group gap="xs">
              <MemberRoleBadge role={member.role} />
              {showInvitation && member.invitationPending && (
                <Badge color="orange" variant="light" className={badgeClasses.readable}>
                  {t(text.invitationPending)}
                </Badge>
              )}
            </Group>
            {place && (
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm">{place}</Text>
              </Group>
            )}
            {/* <time> may hold the whole phrase: its datetime names the moment. */}
            <Text size="sm" c="dimmed" component="time" dateTime={member.joinedAt}>
              {t(text.memberSince, { date: formatMonthYear(member.joinedAt) })}
            </Text>
          </Stack>
        </Group>
        {member.bio && (
          <Text mt="lg" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {member.bio}
          </Text>
        )}
      </Paper>
      <Section title={t(text.contact)}>
        {member.email === null && member.phone === null ? (
          <Group gap={6} wrap="nowrap">
            <IconLock size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{t(text.contactPrivate)}</Text>
          </Group>
        ) : (
          <Details>
            <Item label={t(field.email)}>
              {member.email ? (
                <Anchor href={`mailto:${member.email}`} inherit>
                  {member.email}
                </Anchor>
              ) : (
                <Private />
              )}
            </Item>
            <Item label={t(field.phone)}>
              {member.phone ? (
                <PhoneNumber value={member.mobileE164 ?? member.phone} link />
              ) : (
                <Private />
              )}
            </Item>
            {member.address && <Item label={t(field.address)}>{member.address}</Item>}
          </Details>
        )}
      </Section>
      {hasBusiness && (
        <Section title={t(field.business)}>
          <Details>
            {member.businessName && <Item label={t(field.business)}>{member.businessName}</Item>}
            {member.businessRole && <Item label={t(field.role)}>{member.businessRole}</Item>}
            {member.businessEmail && (
              <Item label={t(field.email)}>
                <Anchor href={`mailto:${member.businessEmail}`} inherit>
                  {member.businessEmail}
                </Anchor>
              </Item>
            )}
            {member.businessAddress && (
              <Item label={t(field.address)}>{member.businessAddress}</Item>
            )}
          </Details>
        </Section>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label={title}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Details({ children }: { children: ReactNode }) {
  // Side by side where there is room; label above value on a phone.
  const orientation = useMatches({ base: 'vertical', sm: 'horizontal' } as const, {
    getInitialValueInEffect: false,
  });
  return (
    <DataList labelWidth={120} gap="xs" withDivider orientation={orientation}>
      {children}
    </DataList>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
      <DataList.ItemValue style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

function Private() {
  const t = useT();
  return (
    <Text span c="dimmed" fs="italic" size="sm">
      {t(text.private)}
    </Text>
  );
}
