import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryContent } from '../../../components/query-content';
import { useT } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { useMyInvitations } from '../api/get-my-invitations';
import { formatPostTime } from './format-post-time';
import { InvitationActions } from './invitation-actions';
import { membershipMessages } from './messages';
import { InlineLoader } from '../../../components/page-loader';

/** "Your invitations": channels that invited the signed-in person, each with Accept / Decline. */
export function MyInvitations() {
  const t = useT();
  const invitations = useMyInvitations();
  return (
    <Stack component="section" aria-labelledby="my-invitations-heading" gap="sm">
      <Title order={2} id="my-invitations-heading" fz="h3">
        {t(membershipMessages.yourInvitations)}
      </Title>
      <QueryContent
        query={invitations}
        loading={<InlineLoader label={t(membershipMessages.loadingInvitations)} />}
        errorTitle={t(membershipMessages.invitationsFailed)}
      >
        {(received) =>
          received.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t(membershipMessages.noInvitations)}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {received.map((invitation) => (
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
                        {t(membershipMessages.invitedYou, {
                          time: formatPostTime(invitation.createdAt),
                        })}
                      </Text>
                    </Stack>
                    <InvitationActions channelId={invitation._id} channelName={invitation.name} />
                  </Group>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryContent>
    </Stack>
  );
}
