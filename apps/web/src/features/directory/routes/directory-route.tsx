import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MembershipNotice } from '../../../components/membership-notice';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/i18n-provider';
import { useSiteName } from '../../../lib/get-site';
import { useCurrentUser } from '../../../lib/current-user';
import { paths } from '../../../lib/paths';
import { DirectoryFiltersBar } from '../components/directory-filters';
import { DirectoryResults } from '../components/directory-results';
import { PlacesSummary } from '../components/places-summary';
import {
  filtersFromSearch,
  searchFromFilters,
  withFilter,
  type DirectoryFilters,
} from '../directory-query';
import { directoryMessages as text } from '../messages';
import { PageHeading } from '../../../components/page-heading';

/**
 * /directory (issue 35): verified members search each other by name in any script, batch, city,
 * country, work and skill. Search and filters live in the address bar. A member still waiting
 * for approval sees why, and not a single card.
 */
export function DirectoryRoute() {
  const t = useT();
  const siteName = useSiteName();
  const user = useCurrentUser();
  const status = user.data?.membershipStatus;
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const setFilters = useCallback(
    (next: DirectoryFilters) => setSearch(searchFromFilters(next), { replace: true }),
    [setSearch],
  );

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <title>{t(text.pageTitle, { site: siteName })}</title>
      <PageHeading title={t(text.title)} intro={t(text.intro)}>
        {status !== 'pending' && status !== 'rejected' && (
          <Anchor component={Link} to={paths.batches} fw={500}>
            <Group gap={4} component="span">
              <IconUsersGroup size={18} aria-hidden />
              {t(text.batches)}
            </Group>
          </Anchor>
        )}
      </PageHeading>
      {user.isPending ? (
        <PageLoader label={t(text.loading)} />
      ) : status && status !== 'verified' ? (
        <MembershipNotice status={status} />
      ) : (
        <>
          <DirectoryFiltersBar filters={filters} onChange={setFilters} />
          <PlacesSummary
            filters={filters}
            onPick={(place) => {
              let next = withFilter(filters, 'city', place.city ?? '');
              next = withFilter(next, 'country', place.country ?? '');
              setFilters(next);
            }}
          />
          <Stack gap="sm">
            <Title order={2} size="h3" id="directory-people">
              {t(text.people)}
            </Title>
            <DirectoryResults filters={filters} labelledBy="directory-people" />
          </Stack>
        </>
      )}
    </Stack>
  );
}
