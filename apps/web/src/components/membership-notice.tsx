import { Alert } from '@mantine/core';
import { alumniMessages, type MembershipStatus } from '@portal/contract';
import { IconHourglass, IconUserX } from '@tabler/icons-react';
import { useT } from '../i18n/i18n-provider';

/**
 * What a member who is not verified yet reads where verified members see the network (issue 35):
 * waiting for approval, or not approved. Nothing for a verified member.
 */
export function MembershipNotice({ status }: { status: MembershipStatus | undefined }) {
  const t = useT();
  if (status !== 'pending' && status !== 'rejected') return null;
  const pending = status === 'pending';
  return (
    <Alert
      color={pending ? 'yellow' : 'red'}
      variant="light"
      role="status"
      icon={pending ? <IconHourglass aria-hidden /> : <IconUserX aria-hidden />}
    >
      {t.text(pending ? alumniMessages.membershipPending : alumniMessages.membershipRejected)}
    </Alert>
  );
}
