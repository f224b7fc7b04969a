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
import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import { useT } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { activityMessages } from './messages';

const iconSize = 16;

interface ActivityLink {
  label: MessageDescriptor;
  to: string;
  icon: ReactNode;
}

/** The management screens, told which channel they are for (`?channelId=`, as the spec's dashboard). */
function activityLinks(channelId: string, isSiteAdmin: boolean): ActivityLink[] {
  const forChannel = (path: string) => `${path}?${new URLSearchParams({ channelId })}`;
  return [
    {
      label: activityMessages.createEvent,
      to: forChannel(paths.eventForm),
      icon: <IconCalendarPlus size={iconSize} aria-hidden />,
    },
    {
      label: activityMessages.createFeedPost,
      to: forChannel(paths.feedPostsForm),
      icon: <IconNotes size={iconSize} aria-hidden />,
    },
    {
      label: activityMessages.eventDashboard,
      to: forChannel(paths.eventDashboard),
      icon: <IconChartBar size={iconSize} aria-hidden />,
    },
    // Adding accounts to the portal is a site admin's job (DESIGN §4).
    ...(isSiteAdmin
      ? [
          {
            label: activityMessages.addMember,
            to: paths.addMembers,
            icon: <IconUserPlus size={iconSize} aria-hidden />,
          },
        ]
      : []),
    {
      label: activityMessages.members,
      to: paths.members,
      icon: <IconUsers size={iconSize} aria-hidden />,
    },
    {
      label: activityMessages.manageEvents,
      to: forChannel(paths.editEvents),
      icon: <IconCalendarCog size={iconSize} aria-hidden />,
    },
    {
      label: activityMessages.manageFeedPosts,
      to: forChannel(paths.editFeeds),
      icon: <IconNews size={iconSize} aria-hidden />,
    },
  ];
}

/** Spec screen 16's Activity menu, for the channel's managers. */
export function ActivityMenu({ channelId }: { channelId: string }) {
  const { isAdmin } = useSession();
  const t = useT();
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
          {t(activityMessages.activity)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {activityLinks(channelId, isAdmin).map((link) => (
          <Menu.Item key={link.label.id} component={Link} to={link.to} leftSection={link.icon}>
            {t(link.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
