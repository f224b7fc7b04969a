import { Anchor, Badge, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { socialNetworks } from '@portal/contract';
import { useId, useState } from 'react';
import {
  batchMessages,
  countryName,
  industryMessages,
  openToMessages,
} from '../../../components/alumni-labels';
import { PhoneNumber } from '../../../components/phone-number';
import { networkLabels, socialProfileUrl } from '../../../components/social-links';
import { UserAvatar } from '../../../components/user-avatar';
import { useT } from '../../../i18n/i18n-provider';
import { alumniFieldMessages as text } from '../messages';
import { previewCard, previewViewers, type CardSource, type Viewer } from './visible-card';

const viewerLabels = {
  batchmate: text.asBatchmate,
  member: text.asMember,
  visitor: text.asVisitor,
} as const;

/**
 * "Preview as a batchmate / another member / a visitor": the member's card with the same rules
 * the server applies, so they see what each choice of visibility means before saving.
 */
export function ProfilePreview({ source }: { source: CardSource }) {
  const t = useT();
  const headingId = useId();
  const [viewer, setViewer] = useState<Exclude<Viewer, 'self'>>('member');
  const card = previewCard(source, viewer);
  const job = [card.jobTitle?.trim(), card.businessName?.trim()].filter(Boolean).join(' · ');
  const place = [card.city?.trim(), card.country ? countryName(card.country) : '']
    .filter(Boolean)
    .join(', ');
  const social = socialNetworks
    .map((network) => ({ network, href: socialProfileUrl(network, card.socialMedia?.[network]) }))
    .filter((link) => link.href);
  const lines = [
    job,
    card.industry ? t(industryMessages[card.industry]) : '',
    place,
    card.address?.trim() ?? '',
  ].filter(Boolean);
  const nothingElse =
    lines.length === 0 &&
    !card.email &&
    !card.mobile &&
    !card.skills?.length &&
    !card.openTo?.length &&
    social.length === 0;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} fz="lg" id={headingId}>
        {t(text.preview)}
      </Title>
      <SegmentedControl
        aria-label={t(text.previewAs)}
        value={viewer}
        onChange={(value) => setViewer(previewViewers.find((v) => v === value) ?? 'member')}
        data={previewViewers.map((value) => ({ value, label: t(viewerLabels[value]) }))}
        fullWidth
      />
      <Text size="sm" c="dimmed">
        {t(viewer === 'visitor' ? text.visitorHint : text.previewHint)}
      </Text>
      <Card withBorder radius="md" padding="md" aria-live="polite">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <UserAvatar imageUrl={card.imageUrl} size={56} />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {card.name}
            </Text>
            {card.batch != null && (
              <Text size="sm" fw={500}>
                {t(batchMessages.batchOf, { batch: card.batch })}
                {card.course ? ` · ${card.course}` : ''}
              </Text>
            )}
            {lines.map((line) => (
              <Text key={line} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {line}
              </Text>
            ))}
            {card.email && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {card.email}
              </Text>
            )}
            {card.mobile && (
              <Text size="sm">
                <PhoneNumber value={card.mobile} />
              </Text>
            )}
            {(card.skills?.length ?? 0) + (card.openTo?.length ?? 0) > 0 && (
              <Group gap={6}>
                {card.skills?.map((skill) => (
                  <Badge key={skill} variant="light" tt="none">
                    {skill}
                  </Badge>
                ))}
                {card.openTo?.map((option) => (
                  <Badge key={option} variant="outline" color="teal" tt="none">
                    {t(openToMessages[option])}
                  </Badge>
                ))}
              </Group>
            )}
            {social.length > 0 && (
              <Group gap="sm">
                {social.map(({ network, href }) => (
                  <Anchor
                    key={network}
                    href={href}
                    size="sm"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {networkLabels[network]}
                  </Anchor>
                ))}
              </Group>
            )}
            {nothingElse && (
              <Text size="sm" c="dimmed" fs="italic">
                {t(text.nothingShown)}
              </Text>
            )}
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}
