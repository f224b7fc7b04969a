import { Box, Button, EmptyState, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { auditActionSchema } from '@portal/contract';
import { IconDownload, IconHistoryOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { useSiteName } from '../../../lib/get-site';
import { useDownloadAuditCsv } from '../api/download-audit-csv';
import { useAudit, type AuditFilters } from '../api/get-audit';
import { AuditFiltersBar } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import { auditPageMessages as text } from './messages';

const day = /^\d{4}-\d{2}-\d{2}$/;

/** The filters in the address; a value the server would refuse (a typo in a link) is ignored. */
function readFilters(params: URLSearchParams): AuditFilters {
  const actor = params.get('actor')?.trim().slice(0, 100);
  const action = auditActionSchema.safeParse(params.get('action') ?? undefined).data;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    ...(actor && { actor }),
    ...(action && { action }),
    ...(day.test(from) && { from }),
    ...(day.test(to) && { to }),
  };
}

function filtersQuery(filters: AuditFilters) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return query;
}

/** /admin/audit: what admins and managers did to others' data and money, for a site admin. */
export function AuditRoute() {
  const t = useT();
  const siteName = useSiteName();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const audit = useAudit(filters);
  const download = useDownloadAuditCsv();
  const filtered = Object.keys(filters).length > 0;

  const onExport = () =>
    download.mutate(filters, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: t(text.exportFailed, { reason: getErrorMessage(error) }),
        }),
    });

  let body;
  if (audit.isPending) {
    body = <PageLoader label={t(text.loading)} />;
  } else if (audit.isError) {
    body = (
      <QueryErrorAlert
        title={t(text.loadFailed)}
        error={audit.error}
        onRetry={() => void audit.refetch()}
        retrying={audit.isFetching}
      />
    );
  } else {
    const entries = audit.data.pages.flatMap((page) => page.items);
    body =
      entries.length === 0 ? (
        <EmptyState
          icon={<IconHistoryOff aria-hidden />}
          withIndicatorBackground
          title={t(filtered ? text.noMatch : text.none)}
          description={t(filtered ? text.noMatchHint : text.noneHint)}
          py="xl"
        />
      ) : (
        <Box
          aria-busy={audit.isPlaceholderData}
          style={{ opacity: audit.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <Stack gap="md">
            <AuditTable entries={entries} />
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" role="status">
                {t(text.shown, { count: entries.length })}
              </Text>
              {audit.hasNextPage && (
                <Button
                  variant="default"
                  loading={audit.isFetchingNextPage}
                  onClick={() => void audit.fetchNextPage()}
                >
                  {t(text.loadMore)}
                </Button>
              )}
            </Group>
          </Stack>
        </Box>
      );
  }

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <title>{t(text.pageTitle, { site: siteName })}</title>
      <PageHeading title={t(text.heading)} intro={t(text.intro)}>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={onExport}
          loading={download.isPending}
        >
          {t(text.exportCsv)}
        </Button>
      </PageHeading>
      <AuditFiltersBar
        filters={filters}
        onChange={(next) => setSearchParams(filtersQuery(next), { replace: true })}
      />
      {body}
    </Stack>
  );
}
