import { Box, Card, SimpleGrid, Text } from '@mantine/core';
import { JOBS_LATE_SECONDS, jobQueueNames, type JobQueueStats } from '@portal/contract';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { useId } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import { formatDuration } from '../../../lib/format-duration';
import { jobQueueLabels } from './job-queue-labels';
import classes from './jobs.module.css';
import { jobMessages as text } from './messages';
import { RetryFailedJobsButton } from './retry-failed-jobs-button';

const place = (queue: JobQueueStats) => jobQueueNames.indexOf(queue.name);

/**
 * One card per queue, in the contract's order so each keeps its place from one visit to the
 * next: the server's answer comes in whatever order its query's join left them.
 */
export function JobQueueCards({ queues, label }: { queues: JobQueueStats[]; label: string }) {
  const ordered = queues.toSorted((a, b) => place(a) - place(b));
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      cols={{ base: 1, md: 2 }}
      spacing="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {ordered.map((queue) => (
        <JobQueueCard key={queue.name} queue={queue} />
      ))}
    </SimpleGrid>
  );
}

function JobQueueCard({ queue }: { queue: JobQueueStats }) {
  const t = useT();
  const headingId = useId();
  const { name, about } = jobQueueLabels[queue.name];
  const late = queue.oldestQueuedSeconds > JOBS_LATE_SECONDS;
  const counts = [
    { label: text.waiting, value: queue.queued },
    { label: text.running, value: queue.active },
    {
      label: text.failed,
      value: queue.failed,
      className: queue.failed > 0 ? classes.failedCount : undefined,
    },
    { label: text.doneLastDay, value: queue.completedLastDay },
  ];
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-labelledby={headingId}
      className={late ? classes.lateCard : undefined}
    >
      <Text component="h3" id={headingId} size="md" fw={700} lh={1.3}>
        {t(name)}
      </Text>
      <Text size="sm" c="dimmed" mt={2}>
        {t(about)}
      </Text>
      <SimpleGrid
        component="dl"
        cols={{ base: 2, xs: 4 }}
        spacing="xs"
        verticalSpacing="xs"
        mt="sm"
        mb={0}
      >
        {counts.map(({ label, value, className }) => (
          <Box key={label.id}>
            <Text component="dt" size="xs" c="dimmed" fw={600}>
              {t(label)}
            </Text>
            <Text component="dd" m={0} size="xl" fw={700} className={className}>
              {formatNumber(value)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <WaitLine queue={queue} late={late} />
      {queue.failed > 0 && (
        <Box mt="sm">
          <RetryFailedJobsButton queue={queue.name} describedBy={headingId} />
        </Box>
      )}
    </Card>
  );
}

/** How long the oldest job that could run has waited; in words and with a sign when late. */
function WaitLine({ queue, late }: { queue: JobQueueStats; late: boolean }) {
  const t = useT();
  const duration = formatDuration(queue.oldestQueuedSeconds);
  const sentence =
    queue.oldestQueuedSeconds > 0
      ? t(late ? text.late : text.oldestWaits, { duration })
      : t(queue.queued > 0 ? text.notDue : text.nothingWaits);
  const Icon = late ? IconAlertTriangle : IconClock;
  return (
    <Text
      size="sm"
      mt="sm"
      fw={late ? 600 : undefined}
      c={late ? undefined : 'dimmed'}
      className={`${classes.waitLine} ${late ? classes.lateText : ''}`}
    >
      <Icon size={16} aria-hidden />
      <span>{sentence}</span>
    </Text>
  );
}
