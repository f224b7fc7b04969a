import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import type { QueueStop } from '../queue/use-ball-queue';
import { syncMessages as m } from './messages';

interface ConflictAlertProps {
  stop: QueueStop;
  waiting: number;
  /** The server's score as the screen now shows it, e.g. "46/2 (5.3)". */
  serverScore: string;
  onResolve: (keepMine: boolean) => Promise<void>;
}

/**
 * Sending stopped at a ball the server did not take (another scorer's ball at that seq, or the
 * laws refusing it after theirs). The waiting balls stay on the phone until the scorer chooses.
 */
export function ConflictAlert({ stop, waiting, serverScore, onResolve }: ConflictAlertProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const title =
    stop.kind === 'conflict'
      ? m.conflictTitle
      : stop.kind === 'refused'
        ? m.refusedTitle
        : m.forbiddenTitle;
  const act = (keepMine: boolean) => {
    setBusy(true);
    void onResolve(keepMine).finally(() => setBusy(false));
  };
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={t(title)}
    >
      <Stack gap="sm">
        <Text size="sm">{stop.message}</Text>
        {stop.kind !== 'forbidden' && (
          <>
            <Text size="sm">{t(m.conflictBody, { count: waiting, score: serverScore })}</Text>
            <Group>
              <Button size="md" loading={busy} onClick={() => act(true)}>
                {t(m.reapply)}
              </Button>
              <Button
                size="md"
                variant="default"
                color="red"
                disabled={busy}
                onClick={() => act(false)}
              >
                {t(m.discard)}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Alert>
  );
}
