import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import {
  IconCalendarEvent,
  IconHeartHandshake,
  IconLifebuoy,
  IconMessages,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { aboutMessages as m } from '../messages';

const offers: { title: MessageDescriptor; description: MessageDescriptor; icon: Icon }[] = [
  { title: m.eventsTitle, description: m.events, icon: IconCalendarEvent },
  { title: m.tournamentTitle, description: m.tournament, icon: IconTrophy },
  { title: m.channelsTitle, description: m.channels, icon: IconMessages },
  { title: m.donationsTitle, description: m.donations, icon: IconHeartHandshake },
  { title: m.supportTitle, description: m.support, icon: IconLifebuoy },
];

export function AboutRoute() {
  const siteName = useSiteName();
  const t = useT();
  const title = t(m.title);
  return (
    <Stack gap="xl" maw={960} mx="auto">
      <title>{`${title} · ${siteName}`}</title>
      <section aria-labelledby="about-title">
        <Title id="about-title" order={1}>
          {title}
        </Title>
        <Text fz="lg" mt="sm" maw={720}>
          {t(m.intro, { siteName })}
        </Text>
        <Text mt="sm" c="dimmed" maw={720}>
          {t(m.runBy)}
        </Text>
      </section>

      <section aria-labelledby="about-offers-title">
        <Title id="about-offers-title" order={2} mb="md">
          {t(m.offersTitle)}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {offers.map(({ title: offer, description, icon: OfferIcon }) => (
            <Card key={offer.id} withBorder radius="md" padding="lg">
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                <OfferIcon size={22} />
              </ThemeIcon>
              <Title order={3} fz="lg" mt="sm">
                {t(offer)}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {t(description)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <Text>
        {t(m.getInvolved)}{' '}
        <Anchor component={Link} to={paths.supportServices}>
          {t(m.contactLink)}
        </Anchor>
        {t(m.contactEnd)}
      </Text>
    </Stack>
  );
}
