import { Text } from '@mantine/core';
import { eventMessages, type Sponsor } from '@portal/contract';
import { AutoCarousel } from '../../../components/auto-carousel';
import { SponsorCard } from '../../../components/sponsor-card';

/** Spec §9: sponsors rotate every 3 seconds. */
export const sponsorInterval = 3000;

export function SponsorCarousel({ sponsors }: { sponsors: readonly Sponsor[] }) {
  if (sponsors.length === 0) return <Text c="dimmed">{eventMessages.noSponsors}</Text>;
  return (
    <AutoCarousel
      label="Event sponsors"
      interval={sponsorInterval}
      controls="below"
      previousLabel="Previous sponsor"
      nextLabel="Next sponsor"
      items={sponsors}
      renderItem={(sponsor) => <SponsorCard sponsor={sponsor} size="large" />}
    />
  );
}
