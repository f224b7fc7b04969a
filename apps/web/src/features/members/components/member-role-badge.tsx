import { Badge } from '@mantine/core';
import { memberRoles, type MemberRole } from '@portal/contract';
import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import classes from '../../../components/readable-badge.module.css';
import { useT } from '../../../i18n/i18n-provider';
import { memberFieldMessages } from './messages';

const roleLabels: Record<MemberRole, MessageDescriptor> = {
  admin: memberFieldMessages.admin,
  member: memberFieldMessages.member,
};

/** The role select's options (add and edit), in the reader's language. */
export function useRoleOptions() {
  const t = useT();
  return memberRoles.map((role) => ({ value: role, label: t(roleLabels[role]) }));
}

/** Spec screen 18: the role label, Admin or Member. */
export function MemberRoleBadge({ role }: { role: MemberRole }) {
  const t = useT();
  return (
    <Badge
      color={role === 'admin' ? 'indigo' : 'gray'}
      variant="light"
      miw="max-content"
      className={classes.readable}
    >
      {t(roleLabels[role])}
    </Badge>
  );
}
