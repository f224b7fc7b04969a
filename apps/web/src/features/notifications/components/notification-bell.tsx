import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-read';
import { bellMessages as m } from '../messages';
import { NotificationList } from './notification-list';
import { PushOffer } from './push-offer';

/**
 * The top bar's bell (issue 40) for signed-in members: the unread count, and the list, all read
 * as soon as it is opened. Loaded after the first paint and only for members (app/layout).
 */
export function NotificationBell() {
  const t = useT();
  const query = useNotifications();
  const markAllRead = useMarkAllRead();
  const [opened, setOpened] = useState(false);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const unread = query.data?.pages[0]?.unread ?? 0;

  const open = () => {
    const items = query.data?.pages.flatMap((page) => page.items) ?? [];
    setFresh(new Set(items.filter((item) => !item.readAt).map((item) => item._id)));
    setOpened(true);
    if (unread > 0) markAllRead.mutate();
  };

  return (
    <>
      {/* The badge wraps the popover, so the popover's button is the bell itself. */}
      <Indicator
        // The button's name says the count; the badge is for the eye.
        label={<span aria-hidden>{unread > 99 ? '99+' : unread}</span>}
        disabled={unread === 0}
        size={18}
        offset={5}
        color="red"
      >
        <Popover
          opened={opened}
          onChange={setOpened}
          position="bottom-end"
          width={360}
          shadow="md"
          withinPortal
          returnFocus
        >
          <Popover.Target>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t(m.label, { count: unread })}
              onClick={() => (opened ? setOpened(false) : open())}
            >
              <IconBell size={18} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
            <NotificationList fresh={fresh} onNavigate={() => setOpened(false)} />
          </Popover.Dropdown>
        </Popover>
      </Indicator>
      <PushOffer />
    </>
  );
}
