import { Badge } from '@mantine/core';
import type { ChannelRoleValue } from '@portal/contract';

export const roleLabels: Record<ChannelRoleValue, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

const roleColors: Record<ChannelRoleValue, string> = {
  owner: 'grape',
  admin: 'blue',
  member: 'gray',
};

/** A channel member's role. */
export function RoleBadge({ role }: { role: ChannelRoleValue }) {
  return (
    <Badge variant="light" color={roleColors[role]} style={{ flexShrink: 0 }}>
      {roleLabels[role]}
    </Badge>
  );
}
