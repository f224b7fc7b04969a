import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { MentorCard as Mentor } from '@portal/contract';
import { IconBriefcase } from '@tabler/icons-react';
import { industryMessages } from '../../../components/alumni-labels';
import { UserAvatar } from '../../../components/user-avatar';
import readable from '../../../components/readable-badge.module.css';
import { useT } from '../../../i18n/i18n-provider';
import { cardMessages as text } from '../messages';

interface MentorCardProps {
  mentor: Mentor;
  isSelf: boolean;
  onAsk: (mentor: Mentor) => void;
}

/** A mentor: who they are, their topics, how full they are, how many they have mentored. */
export function MentorCard({ mentor, isSelf, onAsk }: MentorCardProps) {
  const t = useT();
  const work = [mentor.jobTitle, mentor.industry ? t(industryMessages[mentor.industry]) : null]
    .filter(Boolean)
    .join(' · ');
  const state = mentor.paused ? text.paused : mentor.available ? text.available : text.full;
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap="sm" h="100%">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <UserAvatar imageUrl={mentor.imageUrl} size={56} />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text component="h3" fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {mentor.name}
            </Text>
            {mentor.batch !== null && (
              <Text size="sm" fw={500}>
                {t(text.batchOf, { batch: mentor.batch })}
              </Text>
            )}
            {work && (
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconBriefcase size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {work}
                </Text>
              </Group>
            )}
          </Stack>
          <Badge
            className={readable.readable}
            variant="light"
            color={mentor.available ? 'teal' : 'gray'}
            style={{ flexShrink: 0 }}
          >
            {t(state)}
          </Badge>
        </Group>
        {mentor.topics.length > 0 && (
          <Group gap={6} aria-label={t(text.topics)} role="list">
            {mentor.topics.map((topic) => (
              <Badge key={topic} variant="outline" tt="none" role="listitem">
                {topic}
              </Badge>
            ))}
          </Group>
        )}
        {mentor.about && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {mentor.about}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t(text.room, { active: mentor.activeMentees, capacity: mentor.capacity })} ·{' '}
          {t(text.mentored, { count: mentor.mentoredCount })}
        </Text>
        <Group mt="auto">
          {isSelf ? (
            <Text size="sm" fw={500}>
              {t(text.you)}
            </Text>
          ) : (
            <Button
              disabled={!mentor.available}
              onClick={() => onAsk(mentor)}
              aria-label={t(text.askName, { name: mentor.name })}
            >
              {t(text.ask)}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
