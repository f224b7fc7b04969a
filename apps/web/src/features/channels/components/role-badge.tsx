import { Badge } from '@mantine/core';
import type { ChannelRoleValue } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { membersMessages } from './messages';

const roleLabels = {
  owner: membersMessages.owner,
  admin: membersMessages.admin,
  member: membersMessages.member,
} as const satisfies Record<ChannelRoleValue, unknown>;

const roleColors: Record<ChannelRoleValue, string> = {
  owner: 'grape',
  admin: 'blue',
  member: 'gray',
};

/** A channel member's role. */
export function RoleBadge({ role }: { role: ChannelRoleValue }) {
  const t = useT();
  return (
    <Badge variant="light" color={roleColors[role]} style={{ flexShrink: 0 }}>
      {t(roleLabels[role])}
    </Badge>
  );
}
