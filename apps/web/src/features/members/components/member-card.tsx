import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Member } from '@portal/contract';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { useT } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { businessAndCity } from './member-details';
import { MemberRoleBadge } from './member-role-badge';
import { memberCardMessages as text } from './messages';
import { PhoneNumber } from '../../../components/phone-number';

interface MemberCardProps {
  member: Member;
  /** Site admins edit and delete; members only view. */
  canManage: boolean;
  /** Your own card has no Delete: that is Account Settings' job. */
  isSelf: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Spec screen 18: picture, name, phone (when shared), role label, and View, Edit, Delete. */
export function MemberCard({
  member,
  canManage,
  isSelf,
  deleting,
  onEdit,
  onDelete,
}: MemberCardProps) {
  const t = useT();
  const nameId = useId();
  const line = businessAndCity(member);
  // Each button names its member for screen readers, in the language's own word order; the
  // visible word is part of that name (WCAG label in name).
  const name = { name: member.name };
  return (
    <Card component="article" aria-labelledby={nameId} withBorder radius="md" padding="lg" h="100%">
      <Stack gap="md" h="100%">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <UserAvatar imageUrl={member.imageUrl} size={64} />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Title order={2} fz="h4" id={nameId} style={{ overflowWrap: 'anywhere' }}>
              {member.name}
            </Title>
            <Group gap="xs">
              <MemberRoleBadge role={member.role} />
            </Group>
            {member.phone && (
              <Text size="sm">
                <Text span c="dimmed" inherit>
                  {t(text.phone)}{' '}
                </Text>
                <PhoneNumber value={member.mobileE164 ?? member.phone} />
              </Text>
            )}
            {line && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {line}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs" mt="auto">
          <Button
            component={Link}
            to={paths.memberProfile.href(member._id)}
            size="xs"
            variant="default"
            leftSection={<IconEye size={14} aria-hidden />}
            aria-label={t(text.viewMember, name)}
          >
            {t(text.view)}
          </Button>
          {canManage && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={onEdit}
              aria-haspopup="dialog"
              aria-label={t(text.editMember, name)}
            >
              {t(text.edit)}
            </Button>
          )}
          {canManage && !isSelf && (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onDelete}
              loading={deleting}
              aria-haspopup="dialog"
              aria-label={t(text.deleteMember, name)}
            >
              {t(text.delete)}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
