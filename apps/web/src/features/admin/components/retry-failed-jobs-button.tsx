import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { JobQueueName } from '@portal/contract';
import { IconRotateClockwise } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { useRetryFailedJobs } from '../api/retry-failed-jobs';
import { jobMessages as text } from './messages';

interface RetryFailedJobsButtonProps {
  queue: JobQueueName;
  /** The id of the queue's heading: every card has this button, and a screen reader says whose. */
  describedBy: string;
}

/** Queues a queue's failed jobs again, says how many, and the screen's counts follow. */
export function RetryFailedJobsButton({ queue, describedBy }: RetryFailedJobsButtonProps) {
  const t = useT();
  const retry = useRetryFailedJobs();
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconRotateClockwise size={16} aria-hidden />}
      aria-describedby={describedBy}
      loading={retry.isPending}
      onClick={() =>
        retry.mutate(queue, {
          onSuccess: ({ retried }) =>
            notifications.show({ color: 'green', message: t(text.retried, { count: retried }) }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: t(text.retryFailed, { reason: getErrorMessage(error) }),
            }),
        })
      }
    >
      {t(text.retry)}
    </Button>
  );
}
