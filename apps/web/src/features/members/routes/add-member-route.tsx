import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { AddMemberForm } from '../components/add-member-form';
import { MemberTotal } from '../components/member-total';
import { addMemberPageMessages as text } from './messages';

/** Spec screen 19, for site admins (the router's RequireAdmin; the server checks too). */
export function AddMemberRoute() {
  const t = useT();
  const siteName = useSiteName();
  return (
    <Stack gap="lg" maw={880} mx="auto">
      <title>{t(text.pageTitle, { site: siteName })}</title>
      <Anchor component={Link} to={paths.members} size="sm" underline="hover">
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t(text.allMembers)}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{t(text.heading)}</Title>
          <Text c="dimmed" size="sm" mt={4} maw={600}>
            {t(text.intro)}
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
