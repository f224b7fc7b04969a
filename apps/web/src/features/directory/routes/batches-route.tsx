import { Anchor, Card, EmptyState, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { batchMessages } from '../../../components/alumni-labels';
import { MembershipNotice } from '../../../components/membership-notice';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useBatches } from '../api/get-batches';
import { isMembershipRefusal } from '../components/membership-refused';
import { batchPageMessages as text } from '../messages';

/** /batches: every graduation year with its member count, newest first, each to its page. */
export function BatchesRoute() {
  const t = useT();
  const siteName = useSiteName();
  const batches = useBatches();
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <title>{t(text.listPageTitle, { site: siteName })}</title>
      <div>
        <Title order={1}>{t(text.listTitle)}</Title>
        <Text c="dimmed" mt={4}>
          {t(text.listIntro)}
        </Text>
      </div>
      {batches.isPending ? (
        <PageLoader label={t(text.listLoading)} />
      ) : batches.isError ? (
        isMembershipRefusal(batches.error) ? (
          <MembershipNotice status="pending" />
        ) : (
          <QueryErrorAlert
            title={t(text.listFailed)}
            error={batches.error}
            onRetry={() => void batches.refetch()}
            retrying={batches.isFetching}
          />
        )
      ) : batches.data.length === 0 ? (
        <EmptyState
          icon={<IconUsersGroup aria-hidden />}
          withIndicatorBackground
          title={t(text.listEmpty)}
          py="xl"
        />
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 2, xs: 3, sm: 4, md: 6 }}
          spacing="sm"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {[...batches.data]
            .sort((a, b) => b.batch - a.batch)
            .map(({ batch, members }) => (
              <Card component="li" key={batch} withBorder radius="md" padding="sm">
                <Anchor component={Link} to={paths.batch.href(batch)} fw={700}>
                  {t(batchMessages.batchOf, { batch })}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t(text.members, { count: members })}
                </Text>
              </Card>
            ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
