import { Button, EmptyState, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconGaugeOff, IconRefresh } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useSite, useSiteName } from '../../../lib/get-site';
import { useWebVitals, type WebVitalsWindow } from '../api/get-web-vitals';
import { WebVitalsCards } from '../components/web-vitals-cards';
import { WebVitalsTable } from '../components/web-vitals-table';

const windows: { value: WebVitalsWindow; label: string }[] = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
];

/** Cards instead of the table below 768 px, as the points table does. */
const narrowMediaQuery = '(max-width: 767px)';

function readWindow(value: string | null): WebVitalsWindow {
  return value === '30' ? '30' : '7';
}

/** /admin/web-vitals: how fast the portal is for real visitors, per page (docs/web-vitals.md). */
export function WebVitalsRoute() {
  const siteName = useSiteName();
  const sampleRate = useSite().data?.webVitalsSampleRate;
  const [searchParams, setSearchParams] = useSearchParams();
  const days = readWindow(searchParams.get('days'));
  const vitals = useWebVitals(days);
  const narrow = useMediaQuery(narrowMediaQuery, false, { getInitialValueInEffect: false });

  let body;
  if (vitals.isPending) {
    body = <PageLoader label="Loading web vitals" />;
  } else if (vitals.isError) {
    body = (
      <QueryErrorAlert
        title="We couldn't load the web vitals"
        error={vitals.error}
        onRetry={() => void vitals.refetch()}
        retrying={vitals.isFetching}
      />
    );
  } else if (vitals.data.pages.length === 0) {
    body = (
      <EmptyState
        icon={<IconGaugeOff aria-hidden />}
        withIndicatorBackground
        title="No measurements yet"
        description={`No visitor reported web vitals in the last ${days} days. Figures appear once sampled visitors have browsed the portal.`}
        py="xl"
      />
    );
  } else if (narrow) {
    body = <WebVitalsCards pages={vitals.data.pages} />;
  } else {
    body = <WebVitalsTable pages={vitals.data.pages} />;
  }

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <title>{`Web vitals · ${siteName}`}</title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>Web vitals</Title>
          <Text c="dimmed" size="sm" mt={4} maw={720}>
            How fast pages load and respond for real visitors: the 75th percentile of each measure,
            rated as Google does. Good means LCP up to 2.5 s, INP up to 200 ms and CLS up to 0.1;
            poor is above 4 s, 500 ms and 0.25.
            {sampleRate !== undefined &&
              ` ${describeSampling(sampleRate)}; no personal data is kept.`}
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => void vitals.refetch()}
          loading={vitals.isRefetching}
          disabled={vitals.isPending}
        >
          Refresh
        </Button>
      </Group>
      <SegmentedControl
        aria-label="Time window"
        data={windows}
        value={days}
        onChange={(value) =>
          setSearchParams(value === '7' ? '' : { days: value }, { replace: true })
        }
        style={{ alignSelf: 'flex-start' }}
      />
      {body}
    </Stack>
  );
}

function describeSampling(rate: number): string {
  if (rate >= 1) return 'Every page load is measured';
  return `${Math.round(rate * 1000) / 10}% of page loads are measured`;
}
