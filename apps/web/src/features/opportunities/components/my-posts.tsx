import { Button, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Opportunity } from '@portal/contract';
import { openConfirmModal } from '../../../components/confirm-modal';
import { PageLoader } from '../../../components/page-loader';
import { QueryContent } from '../../../components/query-content';
import { useT } from '../../../i18n/i18n-provider';
import { describeFailure } from '../../../lib/form-errors';
import { useActOnOpportunity } from '../api/act-on-opportunity';
import { useMyOpportunities } from '../api/get-my-opportunities';
import { actionMessages, mineMessages as text, opportunityMessages } from '../messages';
import { EmptyState } from './empty-state';
import { OpportunityCard } from './opportunity-card';

/** The member's own posts in every status, with Close for those still open. */
export function MyPosts() {
  const t = useT();
  const mine = useMyOpportunities();
  const act = useActOnOpportunity();
  const close = (post: Opportunity) =>
    void openConfirmModal({
      title: t(text.closeTitle),
      centered: true,
      closeButtonProps: { 'aria-label': t(actionMessages.dismiss) },
      children: <Text size="sm">{t(text.closeBody, { title: post.title })}</Text>,
      labels: { confirm: t(text.close), cancel: t(actionMessages.keep) },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        act.mutate(
          { id: post._id, action: 'close' },
          {
            onSuccess: () => notifications.show({ color: 'green', message: t(text.closed) }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: describeFailure(error, { fallback: t(text.closeFailed) }),
              }),
          },
        ),
    });
  return (
    <Stack gap="md">
      <Title order={2} size="h3" id="opportunities-mine">
        {t(text.heading)}
      </Title>
      <QueryContent
        query={mine}
        loading={<PageLoader label={t(opportunityMessages.loading)} />}
        errorTitle={t(text.loadFailed)}
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title={t(text.emptyTitle)} hint={t(text.emptyHint)} />
          ) : (
            <Stack gap="sm" component="ul" aria-labelledby="opportunities-mine" p={0} m={0}>
              {items.map((post) => (
                <li key={post._id} style={{ listStyle: 'none' }}>
                  <OpportunityCard
                    opportunity={post}
                    showStatus
                    actions={
                      (post.status === 'pending' || post.status === 'published') && (
                        <Button
                          variant="default"
                          color="red"
                          size="sm"
                          onClick={() => close(post)}
                          aria-label={`${t(text.close)}: ${post.title}`}
                        >
                          {t(text.close)}
                        </Button>
                      )
                    }
                  />
                </li>
              ))}
            </Stack>
          )
        }
      </QueryContent>
    </Stack>
  );
}
