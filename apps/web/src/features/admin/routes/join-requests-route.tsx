import {
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { JoinRequest } from '@portal/contract';
import { IconCheck, IconInbox, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { PhoneNumber } from '../../../components/phone-number';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { formatShortDate } from '../../../lib/format';
import { describeFailure } from '../../../lib/form-errors';
import { useSiteName } from '../../../lib/get-site';
import { joinRequestMessages as text } from '../alumni-messages';
import { useDecideJoinRequest } from '../api/decide-join-request';
import { useJoinRequests } from '../api/get-join-requests';

const matchLabels = {
  email: text.matchEmail,
  mobile: text.matchMobile,
  none: text.matchNone,
} as const;

/**
 * /admin/join-requests (issue 35): sign-ups waiting to be let in, with their claimed batch and
 * whether the roster knows them. Site admins see all; a batch representative sees their batch's
 * (the server decides, and answers 403 to everyone else).
 */
export function JoinRequestsRoute() {
  const t = useT();
  const siteName = useSiteName();
  const requests = useJoinRequests();
  const decide = useDecideJoinRequest();
  const [rejecting, setRejecting] = useState<JoinRequest | null>(null);
  const [reason, setReason] = useState('');

  const act = (request: JoinRequest, approve: boolean, why?: string) =>
    decide.mutate(
      approve
        ? { userId: request._id, approve: true }
        : { userId: request._id, approve: false, reason: why },
      {
        onSuccess: () => {
          setRejecting(null);
          notifications.show({
            color: approve ? 'green' : 'gray',
            message: t(approve ? text.approved : text.rejected, { name: request.name }),
          });
        },
      },
    );

  return (
    <Stack gap="lg" maw={1000} mx="auto">
      <title>{t(text.pageTitle, { site: siteName })}</title>
      <div>
        <Title order={1}>{t(text.heading)}</Title>
        <Text c="dimmed" mt={4}>
          {t(text.intro)}
        </Text>
      </div>
      {decide.isError && !rejecting && (
        <FormAlert kind="error">
          {describeFailure(decide.error, { fallback: t(text.failed) })}
        </FormAlert>
      )}
      {requests.isPending ? (
        <PageLoader label={t(text.loading)} />
      ) : requests.isError ? (
        requests.error instanceof ApiError && requests.error.status === 403 ? (
          <FormAlert kind="error">{t(text.notAllowed)}</FormAlert>
        ) : (
          <QueryErrorAlert
            title={t(text.loadFailed)}
            error={requests.error}
            onRetry={() => void requests.refetch()}
            retrying={requests.isFetching}
          />
        )
      ) : requests.data.length === 0 ? (
        <EmptyState
          icon={<IconInbox aria-hidden />}
          withIndicatorBackground
          title={t(text.noneTitle)}
          description={t(text.noneHint)}
          py="xl"
        />
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {requests.data.map((request) => (
            <Card component="li" key={request._id} withBorder radius="md" padding="md">
              <Group justify="space-between" align="flex-start" gap="md">
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                    {request.name}
                  </Text>
                  <Group gap="xs">
                    <Badge variant="light" tt="none">
                      {request.batch === null
                        ? t(text.noBatch)
                        : t(text.claimedBatch, { batch: request.batch })}
                    </Badge>
                    <Badge
                      variant="light"
                      tt="none"
                      color={request.match === 'none' ? 'gray' : 'teal'}
                    >
                      {t(matchLabels[request.match])}
                    </Badge>
                    {request.rosterBatch !== null && request.rosterBatch !== request.batch && (
                      <Badge variant="outline" color="orange" tt="none">
                        {t(text.rosterBatch, { batch: request.rosterBatch })}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {request.email}
                    {request.mobile && (
                      <>
                        {' · '}
                        <PhoneNumber value={request.mobile} />
                      </>
                    )}
                    {request.course ? ` · ${request.course}` : ''}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(text.requested, { date: formatShortDate(request.requestedAt) })}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    leftSection={<IconCheck size={16} aria-hidden />}
                    aria-label={t(text.approveName, { name: request.name })}
                    loading={
                      decide.isPending &&
                      decide.variables.userId === request._id &&
                      decide.variables.approve
                    }
                    disabled={decide.isPending}
                    onClick={() => act(request, true)}
                  >
                    {t(text.approve)}
                  </Button>
                  <Button
                    variant="default"
                    leftSection={<IconX size={16} aria-hidden />}
                    aria-label={t(text.rejectName, { name: request.name })}
                    disabled={decide.isPending}
                    onClick={() => {
                      decide.reset();
                      setReason('');
                      setRejecting(request);
                    }}
                  >
                    {t(text.reject)}
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <Modal
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={rejecting ? t(text.rejectTitle, { name: rejecting.name }) : ''}
        centered
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (rejecting) act(rejecting, false, reason);
          }}
        >
          <Stack gap="md">
            <Textarea
              label={t(text.reason)}
              description={t(text.reasonHint)}
              autosize
              minRows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            {decide.isError && (
              <FormAlert kind="error">
                {describeFailure(decide.error, { fallback: t(text.failed) })}
              </FormAlert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setRejecting(null)}>
                {t(text.cancel)}
              </Button>
              <Button type="submit" color="red" loading={decide.isPending}>
                {t(text.confirmReject)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
