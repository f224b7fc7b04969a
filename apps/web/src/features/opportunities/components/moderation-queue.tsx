import { Button, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PageLoader } from '../../../components/page-loader';
import { QueryContent } from '../../../components/query-content';
import { useT } from '../../../i18n/i18n-provider';
import { describeFailure } from '../../../lib/form-errors';
import { useActOnOpportunity, type OpportunityAction } from '../api/act-on-opportunity';
import { usePendingOpportunities } from '../api/get-pending-opportunities';
import { moderationMessages as text, opportunityMessages } from '../messages';
import { EmptyState } from './empty-state';
import { OpportunityCard } from './opportunity-card';

/** Site admins: posts waiting, oldest first, each with Publish and Reject. */
export function ModerationQueue() {
  const t = useT();
  const queue = usePendingOpportunities();
  const act = useActOnOpportunity();
  const decide = (decision: OpportunityAction) =>
    act.mutate(decision, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: t(decision.action === 'publish' ? text.published : text.rejected),
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: describeFailure(error, { fallback: t(text.failed) }),
        }),
    });
  const busy = (id: string, action: OpportunityAction['action']) =>
    act.isPending && act.variables.id === id && act.variables.action === action;
  return (
    <Stack gap="md">
      <Title order={2} size="h3" id="opportunities-pending">
        {t(text.heading)}
      </Title>
      <QueryContent
        query={queue}
        loading={<PageLoader label={t(opportunityMessages.loading)} />}
        errorTitle={t(text.loadFailed)}
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title={t(text.emptyTitle)} hint={t(text.emptyHint)} />
          ) : (
            <Stack gap="sm" component="ul" aria-labelledby="opportunities-pending" p={0} m={0}>
              {items.map((post) => (
                <li key={post._id} style={{ listStyle: 'none' }}>
                  <OpportunityCard
                    opportunity={post}
                    actions={
                      <>
                        <Button
                          size="sm"
                          loading={busy(post._id, 'publish')}
                          onClick={() => decide({ id: post._id, action: 'publish' })}
                          aria-label={`${t(text.publish)}: ${post.title}`}
                        >
                          {t(text.publish)}
                        </Button>
                        <Button
                          size="sm"
                          variant="default"
                          loading={busy(post._id, 'reject')}
                          onClick={() => decide({ id: post._id, action: 'reject' })}
                          aria-label={`${t(text.reject)}: ${post.title}`}
                        >
                          {t(text.reject)}
                        </Button>
                      </>
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
