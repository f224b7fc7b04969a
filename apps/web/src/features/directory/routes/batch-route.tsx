import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { alumniMessages, BATCH_MIN, batchMax } from '@portal/contract';
import { fillText } from '@portal/contract/i18n/fill-text';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { batchMessages } from '../../../components/alumni-labels';
import { FormAlert } from '../../../components/form-alert';
import { MembershipNotice } from '../../../components/membership-notice';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useBatch } from '../api/get-batches';
import { DirectoryCard } from '../components/directory-card';
import { DirectoryResults } from '../components/directory-results';
import { isMembershipRefusal } from '../components/membership-refused';
import { batchPageMessages as text } from '../messages';

/** /batches/:year: the batch's count, its representatives, who is new, and every batchmate. */
export function BatchRoute() {
  const t = useT();
  const siteName = useSiteName();
  const { year = '' } = useParams();
  const batch = /^\d{4}$/.test(year) ? Number(year) : NaN;
  const valid = batch >= BATCH_MIN && batch <= batchMax();
  const page = useBatch(batch, { enabled: valid });
  const filters = useMemo(() => ({ batch }), [batch]);

  const back = (
    <Anchor component={Link} to={paths.batches} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t(text.allBatches)}
      </Group>
    </Anchor>
  );
  const heading = valid ? t(batchMessages.batchOf, { batch }) : year;

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <title>{t(text.pageTitle, { batch: heading, site: siteName })}</title>
      {back}
      <Title order={1}>{heading}</Title>
      {!valid ? (
        <FormAlert kind="error">
          {t.text(fillText(alumniMessages.batchRange, { min: BATCH_MIN, max: batchMax() }))}
        </FormAlert>
      ) : page.isPending ? (
        <PageLoader label={t(text.loading)} />
      ) : page.isError ? (
        isMembershipRefusal(page.error) ? (
          <MembershipNotice status="pending" />
        ) : (
          <QueryErrorAlert
            title={t(text.loadFailed)}
            error={page.error}
            onRetry={() => void page.refetch()}
            retrying={page.isFetching}
          />
        )
      ) : (
        <>
          <Text fz="lg" fw={500}>
            {t(text.members, { count: page.data.members })} ·{' '}
            {t(text.newThisMonth, { count: page.data.newThisMonth })}
          </Text>
          <Stack gap="sm" component="section" aria-labelledby="batch-reps">
            <Title order={2} size="h3" id="batch-reps">
              {t(text.reps)}
            </Title>
            {page.data.reps.length === 0 ? (
              <Text c="dimmed">{t(text.noReps)}</Text>
            ) : (
              <Group
                component="ul"
                aria-labelledby="batch-reps"
                gap="md"
                align="stretch"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {page.data.reps.map((rep) => (
                  <DirectoryCard key={rep._id} card={rep} />
                ))}
              </Group>
            )}
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="batch-mates">
            <Title order={2} size="h3" id="batch-mates">
              {t(text.batchmates)}
            </Title>
            <DirectoryResults filters={filters} labelledBy="batch-mates" />
          </Stack>
        </>
      )}
    </Stack>
  );
}
