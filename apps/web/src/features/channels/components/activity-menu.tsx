import { Button, Menu } from '@mantine/core';
import {
  IconCalendarCog,
  IconCalendarPlus,
  IconChartBar,
  IconChevronDown,
  IconNews,
  IconNotes,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';

const iconSize = 16;

interface ActivityLink {
  label: string;
  to: string;
  icon: ReactNode;
}

/** The management screens, told which channel they are for (`?channelId=`, as the spec's dashboard). */
function activityLinks(channelId: string, isSiteAdmin: boolean): ActivityLink[] {
  const forChannel = (path: string) => `${path}?${new URLSearchParams({ channelId })}`;
  return [
    {
      label: 'Create Event',
      to: forChannel(paths.eventForm),
      icon: <IconCalendarPlus size={iconSize} aria-hidden />,
    },
    {
      label: 'Create Feed Post',
      to: forChannel(paths.feedPostsForm),
      icon: <IconNotes size={iconSize} aria-hidden />,
    },
    {
      label: 'Event Dashboard',
      to: forChannel(paths.eventDashboard),
      icon: <IconChartBar size={iconSize} aria-hidden />,
    },
    // Adding accounts to the portal is a site admin's job (DESIGN §4).
    ...(isSiteAdmin
      ? [
          {
            label: 'Add Member',
            to: paths.addMembers,
            icon: <IconUserPlus size={iconSize} aria-hidden />,
          },
        ]
      : []),
    { label: 'Members', to: paths.members, icon: <IconUsers size={iconSize} aria-hidden /> },
    {
      label: 'Manage Events',
      to: forChannel(paths.editEvents),
      icon: <IconCalendarCog size={iconSize} aria-hidden />,
    },
    {
      label: 'Manage Feed Posts',
      to: forChannel(paths.editFeeds),
      icon: <IconNews size={iconSize} aria-hidden />,
    },
  ];
}

/** Spec screen 16's Activity menu, for the channel's managers. */
export function ActivityMenu({ channelId }: { channelId: string }) {
  const { isAdmin } = useSession();
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
          Activity
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {activityLinks(channelId, isAdmin).map((link) => (
          <Menu.Item key={link.label} component={Link} to={link.to} leftSection={link.icon}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
