import { Text } from '@mantine/core';
import { eventMessages, type Sponsor } from '@portal/contract';
import { AutoCarousel } from '../../../components/auto-carousel';
import { SponsorCard } from '../../../components/sponsor-card';
import { useT } from '../../../i18n/i18n-provider';
import { eventDetailsMessages as messages } from '../event-details-messages';

/** Spec §9: sponsors rotate every 3 seconds. */
export const sponsorInterval = 3000;

export function SponsorCarousel({ sponsors }: { sponsors: readonly Sponsor[] }) {
  const t = useT();
  if (sponsors.length === 0) return <Text c="dimmed">{t.text(eventMessages.noSponsors)}</Text>;
  return (
    <AutoCarousel
      label={t(messages.sponsorsLabel)}
      interval={sponsorInterval}
      controls="below"
      previousLabel={t(messages.previousSponsor)}
      nextLabel={t(messages.nextSponsor)}
      items={sponsors}
      renderItem={(sponsor) => <SponsorCard sponsor={sponsor} size="large" />}
    />
  );
}
