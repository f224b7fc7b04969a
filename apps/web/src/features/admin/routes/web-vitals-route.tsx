import { Button, EmptyState, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconGaugeOff, IconRefresh } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryContent } from '../../../components/query-content';
import type { Translate } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import { useSite, useSiteName } from '../../../lib/get-site';
import { useWebVitals, type WebVitalsWindow } from '../api/get-web-vitals';
import { WebVitalsCards } from '../components/web-vitals-cards';
import { WebVitalsTable } from '../components/web-vitals-table';
import { webVitalsPageMessages as text } from './messages';
import { PageHeading } from '../../../components/page-heading';

const windows: WebVitalsWindow[] = ['7', '30'];

/** Cards instead of the table below 768 px, as the points table does. */
const narrowMediaQuery = '(max-width: 767px)';

function readWindow(value: string | null): WebVitalsWindow {
  return value === '30' ? '30' : '7';
}

/** /admin/web-vitals: how fast the portal is for real visitors, per page (docs/web-vitals.md). */
export function WebVitalsRoute() {
  const t = useT();
  const siteName = useSiteName();
  const sampleRate = useSite().data?.webVitalsSampleRate;
  const [searchParams, setSearchParams] = useSearchParams();
  const days = readWindow(searchParams.get('days'));
  const vitals = useWebVitals(days);
  const narrow = useMediaQuery(narrowMediaQuery, false, { getInitialValueInEffect: false });

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <title>{t(text.pageTitle, { site: siteName })}</title>
      <PageHeading
        title={t(text.heading)}
        intro={
          <>
            {t(text.intro)}
            {sampleRate !== undefined && ` ${describeSampling(t, sampleRate)}`}
          </>
        }
      >
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => void vitals.refetch()}
          loading={vitals.isRefetching}
          disabled={vitals.isPending}
        >
          {t(text.refresh)}
        </Button>
      </PageHeading>
      <SegmentedControl
        aria-label={t(text.timeWindow)}
        data={windows.map((value) => ({
          value,
          label: t(text.lastDays, { days: Number(value) }),
        }))}
        value={days}
        onChange={(value) =>
          setSearchParams(value === '7' ? '' : { days: value }, { replace: true })
        }
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryContent
        query={vitals}
        loading={<PageLoader label={t(text.loading)} />}
        errorTitle={t(text.loadFailed)}
      >
        {({ pages }) =>
          pages.length === 0 ? (
            <EmptyState
              icon={<IconGaugeOff aria-hidden />}
              withIndicatorBackground
              title={t(text.empty)}
              description={t(text.emptyHint, { days: Number(days) })}
              py="xl"
            />
          ) : narrow ? (
            <WebVitalsCards pages={pages} />
          ) : (
            <WebVitalsTable pages={pages} />
          )
        }
      </QueryContent>
    </Stack>
  );
}

function describeSampling(t: Translate, rate: number): string {
  if (rate >= 1) return t(text.everyLoad);
  const percent = formatNumber(rate, { style: 'percent', maximumFractionDigits: 1 });
  return t(text.someLoads, { percent });
}
