import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconUserEdit, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { batchMessages } from '../../../components/alumni-labels';
import { MembershipNotice } from '../../../components/membership-notice';
import { useT } from '../../../i18n/i18n-provider';
import { useCurrentUser } from '../../../lib/current-user';
import { useProfile } from '../../../lib/get-profile';
import { paths } from '../../../lib/paths';
import { useMyBatch } from '../api/get-my-batch';
import { memberPanelMessages as text } from '../alumni-messages';

/**
 * The signed-in alumnus's corner of the home page (issue 35): why they wait, if they do; their
 * batch with its count; and a prompt to complete the profile until batch, city and job are in.
 * Loaded only for signed-in members of an alumni site (alumni-welcome.tsx).
 */
export function AlumniMemberPanel() {
  const t = useT();
  const user = useCurrentUser();
  const profile = useProfile();
  const status = user.data?.membershipStatus;
  const verified = status === 'verified';
  const batch = useMyBatch(verified ? profile.data?.batch : undefined);
  const incomplete =
    profile.data &&
    (!profile.data.batch || !profile.data.city?.trim() || !profile.data.jobTitle?.trim());

  return (
    <Stack gap="md">
      <MembershipNotice status={status} />
      {verified && batch.data && (
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="my-batch">
          <Group justify="space-between" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <IconUsersGroup size={28} aria-hidden />
              <Title order={2} size="h4" id="my-batch">
                {t(text.batchGreeting, {
                  batch: t(batchMessages.batchOf, { batch: batch.data.batch }),
                  count: batch.data.members,
                })}
              </Title>
            </Group>
            <Group gap="md">
              <Anchor component={Link} to={paths.batch.href(batch.data.batch)} fw={500}>
                <Group gap={4} component="span">
                  {t(text.seeBatch)}
                  <IconArrowRight size={16} aria-hidden />
                </Group>
              </Anchor>
              <Anchor component={Link} to={paths.directory} fw={500}>
                {t(text.directory)}
              </Anchor>
            </Group>
          </Group>
        </Card>
      )}
      {incomplete && (
        <Card
          withBorder
          radius="md"
          padding="md"
          component="section"
          aria-labelledby="complete-profile"
        >
          <Group justify="space-between" gap="sm">
            <div>
              <Title order={2} size="h4" id="complete-profile">
                {t(text.completeTitle)}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {t(text.completeText)}
              </Text>
            </div>
            <Button
              component={Link}
              to={paths.profile}
              variant="light"
              leftSection={<IconUserEdit size={18} aria-hidden />}
            >
              {t(text.completeAction)}
            </Button>
          </Group>
        </Card>
      )}
    </Stack>
  );
}
