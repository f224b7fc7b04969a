import { Anchor, Group, Loader, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { paths } from '../../../lib/paths';
import { useMyInvitations } from '../api/get-my-invitations';
import { formatPostTime } from './format-post-time';
import { InvitationActions } from './invitation-actions';

/** "Your invitations": channels that invited the signed-in person, each with Accept / Decline. */
export function MyInvitations() {
  const invitations = useMyInvitations();
  return (
    <Stack component="section" aria-labelledby="my-invitations-heading" gap="sm">
      <Title order={2} id="my-invitations-heading" fz="h3">
        Your invitations
      </Title>
      {invitations.isPending ? (
        <Group role="status" gap="xs">
          <Loader size="sm" aria-hidden />
          <VisuallyHidden>Loading your invitations</VisuallyHidden>
        </Group>
      ) : invitations.isError ? (
        <QueryErrorAlert
          title="Failed to load your invitations"
          error={invitations.error}
          onRetry={() => void invitations.refetch()}
          retrying={invitations.isFetching}
        />
      ) : invitations.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No invitations waiting for you.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {invitations.data.map((invitation) => (
            <Paper component="li" key={invitation._id} withBorder radius="md" p="sm">
              <Group justify="space-between" gap="sm">
                <Stack gap={0} miw={0}>
                  <Anchor
                    component={Link}
                    to={paths.channelPage.href(invitation._id)}
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {invitation.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    Invited you {formatPostTime(invitation.createdAt)}
                  </Text>
                </Stack>
                <InvitationActions channelId={invitation._id} channelName={invitation.name} />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
