import { Anchor, Badge, Button, Card, Group, Spoiler, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMail } from '@tabler/icons-react';
import type { Opportunity } from '@portal/contract';
import type { ReactNode } from 'react';
import readable from '../../../components/readable-badge.module.css';
import { ShareButton } from '../../../components/share-button';
import { useT } from '../../../i18n/i18n-provider';
import { formatWeekdayDate } from '../../../lib/format';
import { safeWebHref } from '../../../lib/safe-url';
import { cardMessages as text } from '../messages';

const kindColour = { job: 'blue', internship: 'grape', referral: 'teal' } as const;
const statusColour = {
  pending: 'orange',
  published: 'green',
  rejected: 'red',
  closed: 'gray',
  expired: 'gray',
} as const;

interface OpportunityCardProps {
  opportunity: Opportunity;
  /** The post's status beside its kind (one's own posts, the moderation queue). */
  showStatus?: boolean;
  /** Buttons for the poster or a site admin. */
  actions?: ReactNode;
}

/** One post: what, where, who posted it, until when, and how to apply. */
export function OpportunityCard({ opportunity: post, showStatus, actions }: OpportunityCardProps) {
  const t = useT();
  const href = safeWebHref(post.applyUrl);
  const headingId = `opportunity-${post._id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={kindColour[post.kind]} variant="light" className={readable.readable}>
            {t(text[post.kind])}
          </Badge>
          {post.remote && (
            <Badge color="gray" variant="light" className={readable.readable}>
              {t(text.remote)}
            </Badge>
          )}
          {showStatus && (
            <Badge
              color={statusColour[post.status]}
              variant="outline"
              className={readable.readable}
            >
              {t(text[post.status])}
            </Badge>
          )}
        </Group>
        <div>
          <Title order={3} size="h4" id={headingId}>
            {post.title}
          </Title>
          <Text fw={500}>
            {post.company} · {post.location}
          </Text>
        </div>
        <Spoiler maxHeight={72} showLabel={t(text.more)} hideLabel={t(text.less)}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {post.description}
          </Text>
        </Spoiler>
        <Text size="sm" c="dimmed">
          {post.postedBy.batch === null
            ? t(text.postedBy, { name: post.postedBy.name })
            : t(text.postedByBatch, { name: post.postedBy.name, batch: post.postedBy.batch })}
          {' · '}
          {t(text.closes, { date: formatWeekdayDate(post.expiresAt) })}
        </Text>
        <Group gap="sm">
          {href && (
            <Button
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              rightSection={<IconExternalLink size={16} aria-hidden />}
            >
              {t(text.applyOnline)}
            </Button>
          )}
          {post.applyEmail && (
            <Anchor href={`mailto:${post.applyEmail}`} size="sm">
              <Group gap={4} component="span">
                <IconMail size={16} aria-hidden />
                {t(text.applyByEmail)}: {post.applyEmail}
              </Group>
            </Anchor>
          )}
          {post.status === 'published' && (
            <ShareButton
              size="sm"
              url={`/opportunities#${headingId}`}
              title={`${post.title} · ${post.company}`}
            />
          )}
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}
