import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { AddMemberForm } from '../components/add-member-form';
import { MemberTotal } from '../components/member-total';

/** Spec screen 19, for site admins (the router's RequireAdmin; the server checks too). */
export function AddMemberRoute() {
  const siteName = useSiteName();
  return (
    <Stack gap="lg" maw={880} mx="auto">
      <title>{`Add Member · ${siteName}`}</title>
      <Anchor component={Link} to={paths.members} size="sm" underline="hover">
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={16} aria-hidden />
          All members
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>Add Community Member</Title>
          <Text c="dimmed" size="sm" mt={4} maw={600}>
            Name, email and phone are required. The new member receives an email to set their
            password.
          </Text>
        </div>
        <MemberTotal />
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <AddMemberForm />
      </Paper>
    </Stack>
  );
}
