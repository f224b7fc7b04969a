import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { DirectoryCard as Card_ } from '@portal/contract';
import { IconBriefcase, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { batchMessages } from '../../../components/alumni-labels';
import { UserAvatar } from '../../../components/user-avatar';
import { useT } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { jobLine, placeLine } from './card-lines';

/** One member in the directory: picture, name (to their page), batch, work and city. */
export function DirectoryCard({ card }: { card: Card_ }) {
  const t = useT();
  const job = jobLine(card, t);
  const place = placeLine(card);
  return (
    <Card component="li" withBorder radius="md" padding="md" h="100%">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <UserAvatar imageUrl={card.imageUrl} size={56} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Anchor
            component={Link}
            to={paths.directoryPerson.href(card._id)}
            fw={700}
            fz="lg"
            style={{ overflowWrap: 'anywhere' }}
          >
            {card.name}
          </Anchor>
          {card.batch !== null && (
            <Text size="sm" fw={500}>
              {t(batchMessages.batchOf, { batch: card.batch })}
              {card.course ? ` · ${card.course}` : ''}
            </Text>
          )}
          {job && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconBriefcase size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {job}
              </Text>
            </Group>
          )}
          {place && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {place}
              </Text>
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
