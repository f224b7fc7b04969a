import { Anchor, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { memberMessages } from '@portal/contract';
import { IconArrowLeft, IconUserOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useMember } from '../api/get-member';
import { MemberProfileView } from '../components/member-profile-view';
import { memberPageMessages as text } from './messages';

/** The directory's View (spec screen 18 only showed an alert): one member's profile. */
export function MemberProfileRoute() {
  const t = useT();
  const siteName = useSiteName();
  const { isAdmin } = useSession();
  const { id = '' } = useParams();
  const member = useMember(id);

  let body;
  let pageTitle = t(text.member);
  if (member.isPending) {
    body = <PageLoader label={t(text.loading)} />;
  } else if (member.isError && member.error instanceof ApiError && member.error.status === 404) {
    pageTitle = t(text.notFound);
    body = (
      <Stack align="center" ta="center" gap="md" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconUserOff size={30} />
        </ThemeIcon>
        <Title order={1}>{t.text(memberMessages.notFound)}</Title>
        <Text c="dimmed">{t(text.notFoundHint)}</Text>
        <Button component={Link} to={paths.members} variant="default">
          {t(text.backToMembers)}
        </Button>
      </Stack>
    );
  } else if (member.isError) {
    body = (
      <QueryErrorAlert
        title={t(text.loadFailed)}
        error={member.error}
        onRetry={() => void member.refetch()}
        retrying={member.isFetching}
      />
    );
  } else {
    pageTitle = member.data.name;
    body = <MemberProfileView member={member.data} showInvitation={isAdmin} />;
  }

  return (
    <Stack gap="md" maw={880} mx="auto">
      <title>{t(text.pageTitle, { page: pageTitle, site: siteName })}</title>
      <Group>
        <Anchor component={Link} to={paths.members} size="sm" underline="hover">
          <Group gap={4} wrap="nowrap" component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t(text.allMembers)}
          </Group>
        </Anchor>
      </Group>
      {body}
    </Stack>
  );
}
