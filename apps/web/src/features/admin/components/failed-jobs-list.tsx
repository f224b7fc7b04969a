import { Code, Group, Paper, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/i18n-provider';
import { formatDateTime } from '../../../lib/format';
import type { FailedJob } from '../api/get-failed-jobs';
import { jobQueueLabels } from './job-queue-labels';
import classes from './jobs.module.css';
import { jobMessages as text } from './messages';

const listStyle = { listStyle: 'none' };

/** Failed jobs newest first: which queue, how many tries, when, and the last try's error. */
export function FailedJobsList({ jobs }: { jobs: FailedJob[] }) {
  const t = useT();
  return (
    <Stack component="ol" gap="sm" p={0} m={0} aria-label={t(text.failedJobs)} style={listStyle}>
      {jobs.map((job) => {
        const when = job.failedAt ?? job.createdAt;
        return (
          <Paper key={job._id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" align="baseline" gap="xs" mb="xs">
              <Text size="sm" fw={700}>
                {t(jobQueueLabels[job.queue].name)}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={when}>
                  {t(job.failedAt ? text.failedAt : text.queuedAt, { time: formatDateTime(when) })}
                </time>
                {' · '}
                {t(text.attempts, { count: job.attempts })}
              </Text>
            </Group>
            {job.error && (
              <Code block className={classes.error}>
                {job.error}
              </Code>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
