import { Button, Center, EmptyState, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { MembershipNotice } from '../../../components/membership-notice';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { useDirectory } from '../api/get-directory';
import { hasFilters, type DirectoryFilters } from '../directory-query';
import { directoryMessages as text } from '../messages';
import { DirectoryCard } from './directory-card';
import { isMembershipRefusal } from './membership-refused';

interface DirectoryResultsProps {
  filters: DirectoryFilters;
  /** The list's accessible name (the heading above it). */
  labelledBy: string;
}

/**
 * The cards for `filters`, the total, and the next page as the reader nears the end
 * (IntersectionObserver), with a "Load more" button for keyboards and where scrolling is not seen.
 */
export function DirectoryResults({ filters, labelledBy }: DirectoryResultsProps) {
  const t = useT();
  const directory = useDirectory(filters);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = directory;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    // After a failed page, wait for the button: retrying by itself would loop.
    if (isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage)
          void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError]);

  if (directory.isPending) return <PageLoader label={t(text.loading)} />;
  if (directory.isError && !directory.data) {
    if (isMembershipRefusal(directory.error)) return <MembershipNotice status="pending" />;
    return (
      <QueryErrorAlert
        title={t(text.loadFailed)}
        error={directory.error}
        onRetry={() => void directory.refetch()}
        retrying={directory.isFetching}
      />
    );
  }
  const pages = directory.data.pages;
  const cards = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  if (cards.length === 0) {
    const filtered = hasFilters(filters);
    return (
      <EmptyState
        icon={<IconUserSearch aria-hidden />}
        withIndicatorBackground
        title={t(filtered ? text.noneTitle : text.emptyTitle)}
        description={t(filtered ? text.noneHint : text.emptyHint)}
        py="xl"
      />
    );
  }
  return (
    <Stack gap="md">
      <Text fw={500} role="status" aria-live="polite">
        {t(text.total, { count: total })}
      </Text>
      <SimpleGrid
        component="ul"
        aria-labelledby={labelledBy}
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {cards.map((card) => (
          <DirectoryCard key={card._id} card={card} />
        ))}
      </SimpleGrid>
      <div ref={sentinel} />
      {isFetchNextPageError && (
        <QueryErrorAlert
          title={t(text.loadMoreFailed)}
          error={directory.error}
          onRetry={() => void fetchNextPage()}
          retrying={isFetchingNextPage}
        />
      )}
      <Center>
        {hasNextPage ? (
          !isFetchNextPageError && (
            <Button
              variant="default"
              onClick={() => void fetchNextPage()}
              loading={isFetchingNextPage}
            >
              {t(text.loadMore)}
            </Button>
          )
        ) : (
          <Text size="sm" c="dimmed">
            {t(text.allShown)}
          </Text>
        )}
      </Center>
    </Stack>
  );
}
