import {
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { PortalNotification } from '@portal/contract';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { formatRelativeTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useNotifications } from '../api/get-notifications';
import { bellMessages as m } from '../messages';
import classes from './notification-list.module.css';

interface NotificationListProps {
  /** Unread when the bell was opened: marked "New" while it stays open. */
  fresh: ReadonlySet<string>;
  onNavigate: () => void;
}

/** The bell's list: loading, failure with a retry, empty, or the notifications with older ones on demand. */
export function NotificationList({ fresh, onNavigate }: NotificationListProps) {
  const t = useT();
  const query = useNotifications();
  if (query.isPending)
    return (
      <Center p="lg">
        <Loader size="sm" aria-label={t(m.loading)} />
      </Center>
    );
  if (query.isError)
    return (
      <Stack p="md" gap="xs" align="flex-start">
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {t(m.failed)}
        </Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          {t(m.retry)}
        </Button>
      </Stack>
    );
  const items = query.data.pages.flatMap((page) => page.items);
  return (
    <Stack gap={0}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" p="md">
          {t(m.empty)}
        </Text>
      ) : (
        <Box component="ul" className={classes.list} aria-label={t(m.heading)}>
          {items.map((item) => (
            <li key={item._id}>
              <Item item={item} fresh={fresh.has(item._id)} onNavigate={onNavigate} />
            </li>
          ))}
        </Box>
      )}
      <Group justify="space-between" p="xs" className={classes.footer}>
        <Anchor component={Link} to={paths.settings} size="xs" onClick={onNavigate}>
          {t(m.settings)}
        </Anchor>
        {query.hasNextPage && (
          <Button
            size="xs"
            variant="subtle"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t(m.more)}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function Item({
  item,
  fresh,
  onNavigate,
}: {
  item: PortalNotification;
  fresh: boolean;
  onNavigate: () => void;
}) {
  const t = useT();
  return (
    <UnstyledButton component={Link} to={item.url} onClick={onNavigate} className={classes.item}>
      <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
        <Text size="sm" fw={fresh ? 700 : 500}>
          {item.title}
        </Text>
        {fresh && (
          <Badge size="xs" variant="filled" color="red">
            {t(m.fresh)}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" lineClamp={3}>
        {item.body}
      </Text>
      <Text size="xs" c="dimmed" component="time" dateTime={item.createdAt}>
        {formatRelativeTime(item.createdAt)}
      </Text>
    </UnstyledButton>
  );
}
