import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import type { Channel } from '../api/get-channels';
import { ChannelCover } from './channel-cover';
import classes from './channels.module.css';
import { memberCountLabel } from './member-count';

/** One channel in the listing; the whole card opens the channel page. */
export function ChannelCard({ channel }: { channel: Channel }) {
  const t = useT();
  return (
    <Card component="article" withBorder radius="md" padding="md" h="100%" className={classes.card}>
      <Card.Section>
        <ChannelCover
          url={channel.coverImageUrl}
          photo={channel.coverPhoto}
          sizes="(max-width: 48em) 100vw, 33vw"
          alt=""
          height={140}
        />
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
          <Link to={paths.channelPage.href(channel._id)} className={classes.cardLink}>
            {channel.name}
          </Link>
        </Title>
        {channel.description && (
          <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
            {channel.description}
          </Text>
        )}
        <Group gap={6} wrap="nowrap" mt="auto">
          <IconUsers size={16} aria-hidden />
          <Text size="sm">{memberCountLabel(t, channel.memberCount)}</Text>
        </Group>
      </Stack>
    </Card>
  );
}
