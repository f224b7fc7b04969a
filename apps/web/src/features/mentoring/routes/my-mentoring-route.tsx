import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MentoringMove, MentoringRequest } from '@portal/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { MembershipNotice } from '../../../components/membership-notice';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { useCurrentUser } from '../../../lib/current-user';
import { describeFailure } from '../../../lib/form-errors';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useMentoringRequests } from '../api/get-requests';
import { useMoveMentoringRequest } from '../api/move-request';
import { FeedbackModal } from '../components/feedback-modal';
import { MoveModal, type PendingMove } from '../components/move-modal';
import { RequestCard } from '../components/request-card';
import { myMessages as text, requestMessages } from '../messages';
import { PageHeading } from '../../../components/page-heading';

const doneNote = {
  accept: requestMessages.acceptedNote,
  decline: requestMessages.declinedNote,
  withdraw: requestMessages.withdrawnNote,
  complete: requestMessages.completedNote,
  cancel: requestMessages.cancelledNote,
} as const;

/**
 * /mentoring (issue 37): the mentor's inbox (accept, decline), the mentee's requests and their
 * states, the active pairs (complete, end with a reason) and feedback once completed.
 */
export function MyMentoringRoute() {
  const t = useT();
  const siteName = useSiteName();
  const user = useCurrentUser();
  const status = user.data?.membershipStatus;
  const requests = useMentoringRequests();
  const move = useMoveMentoringRequest();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [feedbackFor, setFeedbackFor] = useState<MentoringRequest | null>(null);

  const run = (request: MentoringRequest, action: MentoringMove, reason?: string) =>
    move.mutate(
      { id: request._id, move: action, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t(doneNote[action]) });
          setPending(null);
          move.reset();
        },
        onError: (error) => {
          if (action === 'accept')
            notifications.show({
              color: 'red',
              message: describeFailure(error, { fallback: t(requestMessages.failed) }),
            });
        },
      },
    );
  const onMove = (request: MentoringRequest, action: MentoringMove) =>
    action === 'accept' ? run(request, action) : setPending({ request, move: action });

  const items = requests.data?.items ?? [];
  const sections = [
    {
      id: 'inbox',
      title: text.inbox,
      empty: text.inboxEmpty,
      items: items.filter((r) => r.role === 'mentor' && r.status === 'requested'),
    },
    {
      id: 'pairs',
      title: text.pairs,
      empty: text.pairsEmpty,
      items: items.filter((r) => r.status === 'accepted'),
    },
    {
      id: 'sent',
      title: text.sent,
      empty: text.sentEmpty,
      items: items.filter((r) => r.role === 'mentee' && r.status === 'requested'),
    },
  ];
  const earlier = items.filter((r) => r.status !== 'requested' && r.status !== 'accepted');
  const earlierId = 'earlier';

  const list = (id: string, shown: MentoringRequest[]) => (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-labelledby={`mentoring-${id}`}
    >
      {shown.map((request) => (
        <RequestCard
          key={request._id}
          request={request}
          onMove={onMove}
          onFeedback={setFeedbackFor}
          busy={move.isPending}
        />
      ))}
    </Stack>
  );

  return (
    <Stack gap="lg" maw={900} mx="auto">
      <title>{t(text.pageTitle, { site: siteName })}</title>
      <PageHeading title={t(text.title)} intro={t(text.intro)}>
        <Group gap="md">
          <Anchor component={Link} to={paths.mentors} fw={500}>
            {t(text.findLink)}
          </Anchor>
          <Anchor component={Link} to={paths.mentorSettings} fw={500}>
            {t(text.settingsLink)}
          </Anchor>
        </Group>
      </PageHeading>
      {user.isPending || (requests.isPending && !requests.isError) ? (
        <PageLoader label={t(text.loading)} />
      ) : status && status !== 'verified' ? (
        <MembershipNotice status={status} />
      ) : requests.isError ? (
        <QueryErrorAlert
          title={t(text.loadFailed)}
          error={requests.error}
          onRetry={() => void requests.refetch()}
          retrying={requests.isRefetching}
        />
      ) : (
        <>
          {sections.map((section) => (
            <Stack key={section.id} gap="sm" component="section">
              <Title order={2} size="h3" id={`mentoring-${section.id}`}>
                {t(section.title)}
              </Title>
              {section.items.length === 0 ? (
                <Text c="dimmed">{t(section.empty)}</Text>
              ) : (
                list(section.id, section.items)
              )}
            </Stack>
          ))}
          {earlier.length > 0 && (
            <Stack gap="sm" component="section">
              <Title order={2} size="h3" id="mentoring-earlier">
                {t(text.history)}
              </Title>
              {list(earlierId, earlier)}
            </Stack>
          )}
        </>
      )}
      <MoveModal
        pending={pending}
        busy={move.isPending}
        error={pending ? move.error : null}
        onConfirm={(reason) => pending && run(pending.request, pending.move, reason)}
        onClose={() => {
          setPending(null);
          move.reset();
        }}
      />
      <FeedbackModal request={feedbackFor} onClose={() => setFeedbackFor(null)} />
    </Stack>
  );
}
