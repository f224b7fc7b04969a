import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { noFilters, useOpportunities } from '../api/get-opportunities';
import { listMessages as text, opportunityMessages } from '../messages';
import { EmptyState } from './empty-state';
import { OpportunityCard } from './opportunity-card';
import { OpportunityFiltersBar } from './opportunity-filters';

/** The open opportunities with their filters, newest first, page after page. */
export function OpportunityList() {
  const t = useT();
  const [filters, setFilters] = useState(noFilters);
  const list = useOpportunities(filters);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Object.values(filters).some(Boolean);
  return (
    <Stack gap="md">
      <Title order={2} size="h3" id="opportunities-open">
        {t(text.heading)}
      </Title>
      <OpportunityFiltersBar filters={filters} onChange={setFilters} />
      {list.isPending ? (
        <PageLoader label={t(opportunityMessages.loading)} />
      ) : list.isError ? (
        <QueryErrorAlert
          title={t(text.loadFailed)}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={t(filtered ? text.noneTitle : text.emptyTitle)}
          hint={t(filtered ? text.noneHint : text.emptyHint)}
        />
      ) : (
        <>
          <Stack gap="sm" component="ul" aria-labelledby="opportunities-open" p={0} m={0}>
            {items.map((item) => (
              <li key={item._id} style={{ listStyle: 'none' }}>
                <OpportunityCard opportunity={item} />
              </li>
            ))}
          </Stack>
          {list.hasNextPage ? (
            <Button
              variant="default"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
              style={{ alignSelf: 'center' }}
            >
              {t(text.loadMore)}
            </Button>
          ) : (
            <Text c="dimmed" ta="center" size="sm">
              {t(text.allShown)}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
