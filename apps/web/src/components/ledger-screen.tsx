import { Box, Button, EmptyState, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-provider';
import { getErrorMessage } from '../lib/api-client';
import { useSiteName } from '../lib/get-site';
import { PageHeading } from './page-heading';
import { PageLoader } from './page-loader';
import { QueryErrorAlert } from './query-error-alert';

/** What every ledger screen says in the same places. */
export interface LedgerScreenTexts {
  pageTitle: MessageDescriptor;
  heading: MessageDescriptor;
  intro: MessageDescriptor;
  exportCsv: MessageDescriptor;
  /** Takes `{reason}`. */
  exportFailed: MessageDescriptor;
  loading: MessageDescriptor;
  loadFailed: MessageDescriptor;
}

interface LedgerQuery<TData> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  data: TData | undefined;
  refetch: () => unknown;
}

interface LedgerScreenProps<TFilters, TData> {
  text: LedgerScreenTexts;
  filters: TFilters;
  /** The filter bar under the heading. */
  filterBar: ReactNode;
  query: LedgerQuery<TData>;
  /** The CSV download of the same filters. */
  download: {
    mutate: (filters: TFilters, options: { onError: (error: unknown) => void }) => void;
    isPending: boolean;
  };
  /** The loaded answer (dimmed while the next filters' answer loads). */
  children: (data: TData) => ReactNode;
}

/**
 * A site admin's ledger (donations, tickets, the audit trail): a heading with the CSV download,
 * the filters, then the list with its loading, error and empty states.
 */
export function LedgerScreen<TFilters, TData>({
  text,
  filters,
  filterBar,
  query,
  download,
  children,
}: LedgerScreenProps<TFilters, TData>) {
  const t = useT();
  const siteName = useSiteName();
  const onExport = () =>
    download.mutate(filters, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: t(text.exportFailed, { reason: getErrorMessage(error) }),
        }),
    });

  let body;
  if (query.isPending) {
    body = <PageLoader label={t(text.loading)} />;
  } else if (query.isError || query.data === undefined) {
    body = (
      <QueryErrorAlert
        title={t(text.loadFailed)}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    body = (
      <Box
        aria-busy={query.isPlaceholderData}
        style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {children(query.data)}
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
      {filterBar}
      {body}
    </Stack>
  );
}

interface LedgerEmptyProps {
  icon: ReactNode;
  /** Whether filters are set: "nothing matches" rather than "nothing yet". */
  filtered: boolean;
  text: {
    none: MessageDescriptor;
    noneHint: MessageDescriptor;
    noMatch: MessageDescriptor;
    noMatchHint: MessageDescriptor;
  };
}

/** A ledger with no rows: none yet, or none matching the filters. */
export function LedgerEmpty({ icon, filtered, text }: LedgerEmptyProps) {
  const t = useT();
  return (
    <EmptyState
      icon={icon}
      withIndicatorBackground
      title={t(filtered ? text.noMatch : text.none)}
      description={t(filtered ? text.noMatchHint : text.noneHint)}
      py="xl"
    />
  );
}

interface LedgerMoreProps {
  /** "{count} shown", counted. */
  shown: string;
  label: string;
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}

/** Under a paged ledger: how many rows are shown, and the button for the next page. */
export function LedgerMore({ shown, label, query }: LedgerMoreProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {shown}
      </Text>
      {query.hasNextPage && (
        <Button
          variant="default"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {label}
        </Button>
      )}
    </Group>
  );
}
