import { Anchor, Image, Paper, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { Sponsor } from '@portal/contract';
import { IconBuildingStore } from '@tabler/icons-react';
import { useT } from '../i18n/i18n-provider';
import { safeImageSrc, safeWebHref } from '../lib/safe-url';
import { linkMessages } from './link-messages';

/** A website without its scheme, as people say it: "example.org/shop". */
function displayWebsite(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

/** One sponsor: logo (or a placeholder mark when large), name, contact person and website. */
export function SponsorCard({ sponsor, size }: { sponsor: Sponsor; size: 'large' | 'small' }) {
  // Only http(s) addresses become links (the contract adds https:// when it was left out).
  const website = safeWebHref(sponsor.website);
  const logo = safeImageSrc(sponsor.logoUrl);
  const large = size === 'large';
  const t = useT();
  return (
    <Paper withBorder radius="md" p={large ? 'lg' : 'md'} h="100%">
      <Stack align="center" gap={large ? 6 : 4} ta="center">
        {logo ? (
          // Logos are wide wordmarks as often as square marks: fit either inside the same box.
          <Image
            src={logo}
            alt={t(linkMessages.logo, { name: sponsor.name })}
            h={large ? 96 : 56}
            w="auto"
            maw={260}
            fit="contain"
          />
        ) : (
          large && (
            <ThemeIcon size={96} radius="md" variant="light" aria-hidden>
              <IconBuildingStore size={44} />
            </ThemeIcon>
          )
        )}
        <Text fw={600} size={large ? 'lg' : undefined}>
          {sponsor.name}
        </Text>
        {sponsor.person && (
          <Text size="sm" c="dimmed">
            {sponsor.person}
          </Text>
        )}
        {website && (
          <Anchor href={website} target="_blank" rel="noopener noreferrer" size="sm">
            {displayWebsite(website)}
            <VisuallyHidden> {t(linkMessages.opensInNewTab)}</VisuallyHidden>
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
