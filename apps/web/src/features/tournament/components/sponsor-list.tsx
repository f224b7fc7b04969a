import { SimpleGrid, Text } from '@mantine/core';
import { eventMessages, type Sponsor } from '@portal/contract';
import { SponsorCard } from '../../../components/sponsor-card';
import { useT } from '../../../i18n/i18n-provider';

/** Spec screen 7: the event's sponsors under its schedule. */
export function SponsorList({ sponsors }: { sponsors: readonly Sponsor[] }) {
  const t = useT();
  if (sponsors.length === 0) return <Text c="dimmed">{t.text(eventMessages.noSponsors)}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      {sponsors.map((sponsor, index) => (
        <SponsorCard key={`${sponsor.name}-${index}`} sponsor={sponsor} size="small" />
      ))}
    </SimpleGrid>
  );
}
