import { Group, Loader, Text } from '@mantine/core';
import { IconCheck, IconCloudOff } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n-provider';
import type { QueuePhase } from '../queue/use-ball-queue';
import { syncMessages as m } from './messages';

interface SyncStatusProps {
  phase: QueuePhase;
  waiting: number;
}

/** "Offline — 2 balls waiting", "Sending…" or "All balls sent": always in sight while scoring. */
export function SyncStatus({ phase, waiting }: SyncStatusProps) {
  const t = useT();
  if (phase === 'loading' || phase === 'stopped') return null;
  let body;
  if (phase === 'offline')
    body = (
      <>
        <IconCloudOff size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {waiting > 0 ? t(m.offline, { count: waiting }) : t(m.offlineNone)}
        </Text>
      </>
    );
  else if (phase === 'sending' || waiting > 0)
    body = (
      <>
        <Loader size={14} aria-hidden />
        <Text size="sm">{t(m.sending)}</Text>
      </>
    );
  else
    body = (
      <>
        <IconCheck size={18} aria-hidden />
        <Text size="sm">{t(m.allSent)}</Text>
      </>
    );
  return (
    <Group gap="xs" role="status" aria-live="polite" data-testid="sync-status">
      {body}
    </Group>
  );
}
