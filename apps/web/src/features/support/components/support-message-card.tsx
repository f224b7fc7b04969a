import { Anchor, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import type { SupportMessage } from '@portal/contract';
import { IconMail } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n-provider';
import { formatDateTime } from '../../../lib/format';
import { supportMessageCardMessages as messages } from '../messages';

interface SupportMessageCardProps {
  message: SupportMessage;
  /** What the switch shows: the saved state, or the one being saved. */
  handled: boolean;
  onHandledChange: (handled: boolean) => void;
  saving: boolean;
}

function replyHref(message: SupportMessage, subject: string): string {
  return `mailto:${message.email}?${new URLSearchParams({ subject })
    .toString()
    // mailto wants %20 for spaces; URLSearchParams writes '+', which mail apps show literally.
    .replaceAll('+', '%20')}`;
}

/** One message from the 'Talk to us' form, with who sent it, a reply link and the handled switch. */
export function SupportMessageCard({
  message,
  handled,
  onHandledChange,
  saving,
}: SupportMessageCardProps) {
  const t = useT();
  const name = `${message.firstName} ${message.lastName}`;
  const titleId = `support-message-${message._id}`;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text id={titleId} component="h2" fw={700} fz="md" m={0}>
              {name}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {message.email}
              {' · '}
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </Text>
          </div>
          <Switch
            label={t(messages.handled)}
            checked={handled}
            disabled={saving}
            onChange={(event) => onHandledChange(event.currentTarget.checked)}
          />
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Text>
        <Anchor
          href={replyHref(message, t(messages.replySubject))}
          size="sm"
          aria-label={t(messages.replyTo, { name })}
          style={{ alignSelf: 'flex-start' }}
        >
          <Group gap={4} component="span" wrap="nowrap">
            <IconMail size={16} aria-hidden />
            {t(messages.reply)}
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
}
