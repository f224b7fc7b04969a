import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { PAUSED_REASON, type MentoringMove, type MentoringRequest } from '@portal/contract';
import { UserAvatar } from '../../../components/user-avatar';
import readable from '../../../components/readable-badge.module.css';
import { useT } from '../../../i18n/i18n-provider';
import { formatShortDate } from '../../../lib/format';
import { requestMessages as text, statusMessages } from '../messages';

interface RequestCardProps {
  request: MentoringRequest;
  onMove: (request: MentoringRequest, move: MentoringMove) => void;
  onFeedback: (request: MentoringRequest) => void;
  busy: boolean;
}

const statusColour: Record<MentoringRequest['status'], string> = {
  requested: 'yellow',
  accepted: 'teal',
  declined: 'gray',
  withdrawn: 'gray',
  expired: 'gray',
  completed: 'blue',
  cancelled: 'gray',
};

/** One request as the reader sees it, with the moves their side may make now. */
export function RequestCard({ request, onMove, onFeedback, busy }: RequestCardProps) {
  const t = useT();
  const other = request.role === 'mentor' ? request.mentee : request.mentor;
  const heading =
    request.status === 'accepted'
      ? request.role === 'mentor'
        ? text.mentorOf
        : text.menteeOf
      : request.role === 'mentor'
        ? text.from
        : text.to;
  const moves: { move: MentoringMove; label: string; primary?: boolean }[] = [];
  if (request.status === 'requested' && request.role === 'mentor')
    moves.push(
      { move: 'accept', label: t(text.accept), primary: true },
      { move: 'decline', label: t(text.decline) },
    );
  if (request.status === 'requested' && request.role === 'mentee')
    moves.push({ move: 'withdraw', label: t(text.withdraw) });
  if (request.status === 'accepted')
    moves.push(
      { move: 'complete', label: t(text.complete), primary: true },
      { move: 'cancel', label: t(text.cancel) },
    );
  const reason = request.reason === PAUSED_REASON ? t(text.pausedReason) : request.reason;

  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <UserAvatar imageUrl={other.imageUrl} size={44} />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text component="h3" fw={700} style={{ overflowWrap: 'anywhere' }}>
              {t(heading, { name: other.name })}
            </Text>
            <Text size="sm">{t(text.topic, { topic: request.topic })}</Text>
            <Badge
              className={readable.readable}
              variant="light"
              color={statusColour[request.status]}
              mt={4}
              style={{ alignSelf: 'flex-start' }}
            >
              {t(statusMessages[request.status])}
            </Badge>
          </Stack>
        </Group>
        {request.status === 'requested' && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {request.message}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t(text.asked, { date: formatShortDate(request.createdAt) })}
          {request.status === 'requested' &&
            ` · ${t(text.expires, { date: formatShortDate(request.expiresAt) })}`}
        </Text>
        {other.email && (
          <Text size="sm">
            {t(text.email)}: <Anchor href={`mailto:${other.email}`}>{other.email}</Anchor>
          </Text>
        )}
        {reason && (
          <Text size="sm" c="dimmed">
            {t(text.reason, { reason })}
          </Text>
        )}
        {(moves.length > 0 || request.status === 'completed') && (
          <Group gap="xs" mt={4}>
            {moves.map(({ move, label, primary }) => (
              <Button
                key={move}
                size="xs"
                variant={primary ? 'filled' : 'default'}
                disabled={busy}
                onClick={() => onMove(request, move)}
              >
                {label}
              </Button>
            ))}
            {request.status === 'completed' &&
              (request.feedbackGiven ? (
                <Text size="sm" c="dimmed">
                  {t(text.feedbackGiven)}
                </Text>
              ) : (
                <Button size="xs" variant="light" onClick={() => onFeedback(request)}>
                  {t(text.feedback)}
                </Button>
              ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
