import { Button, EmptyState } from '@mantine/core';
import { IconHome, IconNewsOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { feedPostManageMessages as messages } from '../feed-post-manage-messages';

/** For a member who runs no channel: feed posts belong to a channel (site admins excepted). */
export function NoManagedChannel() {
  const t = useT();
  return (
    <EmptyState
      icon={<IconNewsOff aria-hidden />}
      withIndicatorBackground
      title={t(messages.noChannel)}
      description={t(messages.noChannelText)}
      py="xl"
    >
      <Button
        component={Link}
        to={paths.home}
        variant="default"
        leftSection={<IconHome size={18} aria-hidden />}
      >
        {t(messages.goHome)}
      </Button>
    </EmptyState>
  );
}
