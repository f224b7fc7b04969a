import { Button, EmptyState } from '@mantine/core';
import { IconHome, IconNewsOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** For a member who runs no channel: feed posts belong to a channel (site admins excepted). */
export function NoManagedChannel() {
  return (
    <EmptyState
      icon={<IconNewsOff aria-hidden />}
      withIndicatorBackground
      title="You don't manage any channel"
      description="Feed posts belong to a channel, and only its admins can write them. Ask a site admin or a channel owner to make you an admin of a channel."
      py="xl"
    >
      <Button
        component={Link}
        to={paths.home}
        variant="default"
        leftSection={<IconHome size={18} aria-hidden />}
      >
        Go to the home page
      </Button>
    </EmptyState>
  );
}
