import { Button, EmptyState, Stack, Text, Title } from '@mantine/core';
import { IconChecks, IconRefresh } from '@tabler/icons-react';
import { PageLoader } from '../../../components/page-loader';
import { QueryContent } from '../../../components/query-content';
import { useT } from '../../../i18n/i18n-provider';
import { useSiteName } from '../../../lib/get-site';
import { useFailedJobs } from '../api/get-failed-jobs';
import { useJobQueues } from '../api/get-job-queues';
import { FailedJobsList } from '../components/failed-jobs-list';
import { JobQueueCards } from '../components/job-queue-cards';
import { jobsPageMessages as text } from './messages';
import { PageHeading } from '../../../components/page-heading';

/** The server answers with at most this many failed jobs (modules/jobs/monitor.ts). */
const failedListLimit = 200;

/** /admin/jobs (issue 33): each queue's counts and wait, the failed jobs, and a retry. */
export function JobsRoute() {
  const t = useT();
  const siteName = useSiteName();
  const queues = useJobQueues();
  const failed = useFailedJobs();
  const refreshing = (queues.isRefetching || failed.isRefetching) && !queues.isPending;

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <title>{t(text.pageTitle, { site: siteName })}</title>
      <PageHeading title={t(text.heading)} intro={t(text.intro)}>
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => void Promise.all([queues.refetch(), failed.refetch()])}
          loading={refreshing}
          disabled={queues.isPending}
        >
          {t(text.refresh)}
        </Button>
      </PageHeading>

      <Stack gap="sm" component="section" aria-labelledby="job-queues-heading">
        <Title order={2} size="h3" id="job-queues-heading">
          {t(text.queues)}
        </Title>
        <QueryContent
          query={queues}
          loading={<PageLoader label={t(text.loading)} />}
          errorTitle={t(text.loadFailed)}
        >
          {(data) => <JobQueueCards queues={data.queues} label={t(text.queues)} />}
        </QueryContent>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="failed-jobs-heading">
        <Title order={2} size="h3" id="failed-jobs-heading">
          {t(text.failedHeading)}
        </Title>
        <QueryContent
          query={failed}
          loading={<PageLoader label={t(text.failedLoading)} />}
          errorTitle={t(text.failedLoadFailed)}
        >
          {({ items }) =>
            items.length === 0 ? (
              <EmptyState
                icon={<IconChecks aria-hidden />}
                withIndicatorBackground
                title={t(text.nothingFailed)}
                description={t(text.nothingFailedHint)}
                py="lg"
              />
            ) : (
              <>
                <FailedJobsList jobs={items} />
                {items.length >= failedListLimit && (
                  <Text size="sm" c="dimmed">
                    {t(text.latestOnly, { count: items.length })}
                  </Text>
                )}
              </>
            )
          }
        </QueryContent>
      </Stack>
    </Stack>
  );
}
