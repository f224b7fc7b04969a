import { Badge } from '@mantine/core';
import type { MemberRole } from '@portal/contract';
import classes from '../../../components/readable-badge.module.css';

export const roleLabels: Record<MemberRole, string> = { admin: 'Admin', member: 'Member' };

/** Spec screen 18: the role label, Admin or Member. */
export function MemberRoleBadge({ role }: { role: MemberRole }) {
  return (
    <Badge
      color={role === 'admin' ? 'indigo' : 'gray'}
      variant="light"
      miw="max-content"
      className={classes.readable}
    >
      {roleLabels[role]}
    </Badge>
  );
}
