import { Anchor, Group, Paper, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { AddMemberForm } from '../components/add-member-form';
import { MemberTotal } from '../components/member-total';
import { addMemberPageMessages as text } from './messages';
import { PageHeading } from '../../../components/page-heading';

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
      <PageHeading title={t(text.heading)} intro={t(text.intro)}>
        <MemberTotal />
      </PageHeading>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <AddMemberForm />
      </Paper>
    </Stack>
  );
}
