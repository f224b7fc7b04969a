import {
  Anchor,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { BATCH_MIN, industries, type MentorCard as Mentor } from '@portal/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { industryMessages } from '../../../components/alumni-labels';
import { MembershipNotice } from '../../../components/membership-notice';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { useCurrentUser } from '../../../lib/current-user';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useMentors, type MentorFilters } from '../api/get-mentors';
import { MentorCard } from '../components/mentor-card';
import { RequestFormModal } from '../components/request-form-modal';
import { findMessages as text } from '../messages';
import { PageHeading } from '../../../components/page-heading';

const filterKeys = ['q', 'topic', 'industry', 'batch'] as const;

/**
 * /mentors (issue 37): verified members find a mentor by topic, name, industry or batch; those
 * with room come first. Filters live in the address bar, so an email can link to a search.
 */
export function FindMentorRoute() {
  const t = useT();
  const siteName = useSiteName();
  const user = useCurrentUser();
  const status = user.data?.membershipStatus;
  const [search, setSearch] = useSearchParams();
  const [asking, setAsking] = useState<Mentor | null>(null);
  const [draft, setDraft] = useState(() => ({
    q: search.get('q') ?? '',
    topic: search.get('topic') ?? '',
  }));
  const [typed] = useDebouncedValue(draft, 250);
  const filters: MentorFilters = {
    q: typed.q,
    topic: typed.topic,
    industry: search.get('industry') ?? '',
    batch: search.get('batch') ?? '',
  };
  const setFilter = (key: (typeof filterKeys)[number], value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
  };
  const updateText = (key: 'q' | 'topic', value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setFilter(key, value.trim());
  };
  const verified = !status || status === 'verified';
  const mentors = useMentors(filters);
  const items = mentors.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = filterKeys.some((key) => Boolean(filters[key]?.trim()));

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <title>{t(text.pageTitle, { site: siteName })}</title>
      <PageHeading title={t(text.title)} intro={t(text.intro)}>
        <Group gap="md">
          <Anchor component={Link} to={paths.mentoring} fw={500}>
            {t(text.myMentoring)}
          </Anchor>
          <Anchor component={Link} to={paths.mentorSettings} fw={500}>
            {t(text.offerLink)}
          </Anchor>
        </Group>
      </PageHeading>
      {user.isPending ? (
        <PageLoader label={t(text.loading)} />
      ) : !verified ? (
        <MembershipNotice status={status} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" role="search">
            <TextInput
              label={t(text.topic)}
              placeholder={t(text.topicHint)}
              value={draft.topic}
              onChange={(event) => updateText('topic', event.currentTarget.value)}
            />
            <TextInput
              label={t(text.search)}
              description={t(text.searchHint)}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={draft.q}
              onChange={(event) => updateText('q', event.currentTarget.value)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <Select
              label={t(text.industry)}
              placeholder={t(text.anyIndustry)}
              data={industries.map((industry) => ({
                value: industry,
                label: t(industryMessages[industry]),
              }))}
              value={filters.industry || null}
              onChange={(value) => setFilter('industry', value ?? '')}
              clearable
              searchable
            />
            <NumberInput
              label={t(text.batch)}
              min={BATCH_MIN}
              max={2100}
              allowDecimal={false}
              value={filters.batch ?? ''}
              onChange={(value) => setFilter('batch', String(value ?? ''))}
            />
          </SimpleGrid>
          <Stack gap="sm">
            <Title order={2} size="h3" id="mentor-list">
              {t(text.mentors)}
            </Title>
            {mentors.isPending ? (
              <PageLoader label={t(text.loading)} />
            ) : mentors.isError ? (
              <QueryErrorAlert
                title={t(text.loadFailed)}
                error={mentors.error}
                onRetry={() => void mentors.refetch()}
                retrying={mentors.isRefetching}
              />
            ) : items.length === 0 ? (
              <Stack gap={4} py="lg" align="center">
                <Text fw={700}>{t(filtered ? text.noneTitle : text.emptyTitle)}</Text>
                <Text c="dimmed" ta="center">
                  {t(filtered ? text.noneHint : text.emptyHint)}
                </Text>
              </Stack>
            ) : (
              <>
                <SimpleGrid
                  component="ul"
                  aria-labelledby="mentor-list"
                  cols={{ base: 1, sm: 2, lg: 3 }}
                  spacing="md"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                >
                  {items.map((mentor) => (
                    <MentorCard
                      key={mentor._id}
                      mentor={mentor}
                      isSelf={mentor._id === user.data?._id}
                      onAsk={setAsking}
                    />
                  ))}
                </SimpleGrid>
                {mentors.hasNextPage && (
                  <Group justify="center">
                    <Button
                      variant="default"
                      loading={mentors.isFetchingNextPage}
                      onClick={() => void mentors.fetchNextPage()}
                    >
                      {t(text.loadMore)}
                    </Button>
                  </Group>
                )}
              </>
            )}
          </Stack>
        </>
      )}
      <RequestFormModal mentor={asking} topicHint={filters.topic} onClose={() => setAsking(null)} />
    </Stack>
  );
}
