import { Text } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n-provider';
import { usePendingDeletions } from '../api/get-pending-deletions';
import { pendingDeletionMessages as text } from './pending-deletion-messages';

/**
 * Site admins: how many deleted accounts their members can still restore (issue 39, ADR 57);
 * after 7 days each is erased for good. Nothing while loading or when it fails (a side note).
 */
export function PendingDeletions({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const pending = usePendingDeletions(isAdmin);
  if (!isAdmin || !pending.data) return null;
  return (
    <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      <IconClockPause size={16} aria-hidden />
      {t(text.count, { count: pending.data.pending })}
    </Text>
  );
}
