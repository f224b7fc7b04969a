import { Button, Group, MultiSelect, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { batchMessages } from '../../../components/alumni-labels';
import { FormAlert } from '../../../components/form-alert';
import { QueryContent } from '../../../components/query-content';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { describeFailure } from '../../../lib/form-errors';
import { useSiteName } from '../../../lib/get-site';
import { batchRepsMessages as text } from '../alumni-messages';
import { useBatchList, useBatchMemberSearch, useBatchPage } from '../api/get-batch-choices';
import { useUpdateBatchReps } from '../api/update-batch-reps';

/** /admin/batch-reps (issue 35): a site admin names each batch's representatives. */
export function BatchRepsRoute() {
  const t = useT();
  const siteName = useSiteName();
  const batches = useBatchList();
  const [batch, setBatch] = useState<number | null>(null);

  return (
    <Stack gap="lg" maw={800} mx="auto">
      <title>{t(text.pageTitle, { site: siteName })}</title>
      <div>
        <Title order={1}>{t(text.heading)}</Title>
        <Text c="dimmed" mt={4}>
          {t(text.intro)}
        </Text>
      </div>
      <QueryContent query={batches} loading={<PageLoader />} errorTitle={t(text.batchesFailed)}>
        {(counts) => (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Select
                label={t(text.batch)}
                placeholder={t(text.chooseBatch)}
                searchable
                data={[...counts]
                  .sort((a, b) => b.batch - a.batch)
                  .map(({ batch: year }) => ({
                    value: String(year),
                    label: t(batchMessages.batchOf, { batch: year }),
                  }))}
                value={batch === null ? null : String(batch)}
                onChange={(value) => setBatch(value ? Number(value) : null)}
                w={{ base: '100%', sm: 280 }}
              />
              {/* Keyed by batch: each batch starts from its own saved representatives. */}
              {batch !== null && <RepsEditor key={batch} batch={batch} />}
            </Stack>
          </Paper>
        )}
      </QueryContent>
    </Stack>
  );
}

function RepsEditor({ batch }: { batch: number }) {
  const t = useT();
  const page = useBatchPage(batch);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const found = useBatchMemberSearch(batch, q);
  const save = useUpdateBatchReps();
  const [chosen, setChosen] = useState<string[] | null>(null);
  // Names of everyone seen so far, so a chosen member keeps their name when a search drops them.
  const [names, setNames] = useState(() => new Map<string, string>());

  const seen = useMemo(() => {
    const next = new Map(names);
    for (const rep of page.data?.reps ?? []) next.set(rep._id, rep.name);
    for (const card of found.data?.items ?? []) next.set(card._id, card.name);
    return next;
  }, [names, page.data, found.data]);

  if (page.isPending) return <PageLoader label={t(text.loading)} />;
  if (page.isError)
    return (
      <QueryErrorAlert
        title={t(text.batchFailed)}
        error={page.error}
        onRetry={() => void page.refetch()}
        retrying={page.isFetching}
      />
    );
  const value = chosen ?? page.data.reps.map((rep) => rep._id);
  const options = [
    ...new Set([...value, ...(found.data?.items ?? []).map((card) => card._id)]),
  ].map((id) => ({ value: id, label: seen.get(id) ?? id }));

  return (
    <Stack gap="md">
      <MultiSelect
        label={t(text.members)}
        description={t(text.searchHint)}
        placeholder={value.length === 0 ? t(text.search) : undefined}
        data={options}
        value={value}
        onChange={(next) => {
          setNames(seen);
          setChosen(next);
        }}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server searches (any script, any spelling); the list shows what it found.
        filter={({ options: all }) => all}
        maxValues={20}
        nothingFoundMessage={found.isFetching ? '…' : undefined}
        clearable
      />
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(text.none)}
        </Text>
      )}
      {save.isError && (
        <FormAlert kind="error">
          {describeFailure(save.error, { fallback: t(text.failed) })}
        </FormAlert>
      )}
      <Group justify="flex-end">
        <Button
          loading={save.isPending}
          disabled={chosen === null}
          onClick={() =>
            save.mutate(
              { batch, userIds: value },
              {
                onSuccess: () => {
                  setChosen(null);
                  notifications.show({ color: 'green', message: t(text.saved, { batch }) });
                },
              },
            )
          }
        >
          {t(text.save)}
        </Button>
      </Group>
    </Stack>
  );
}
