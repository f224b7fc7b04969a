import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconHeartHandshake,
  IconLifebuoy,
  IconMessages,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';

const offers: { title: string; description: string; icon: Icon }[] = [
  {
    title: 'Events',
    description:
      'Browse what is on, see the monthly calendar and register, with a guest if you like.',
    icon: IconCalendarEvent,
  },
  {
    title: 'Tournament',
    description:
      'Follow the cricket tournament: teams and points table, the match schedule and live scorecards.',
    icon: IconTrophy,
  },
  {
    title: 'Channels',
    description:
      'Join community channels, post on the wall and keep up with what organisers share.',
    icon: IconMessages,
  },
  {
    title: 'Donations',
    description: 'Support community projects and students with a one-off or monthly donation.',
    icon: IconHeartHandshake,
  },
  {
    title: 'Support',
    description: 'Questions or ideas? Our volunteers answer every message sent through the portal.',
    icon: IconLifebuoy,
  },
];

export function AboutRoute() {
  const siteName = useSiteName();
  return (
    <Stack gap="xl" maw={960} mx="auto">
      <title>{`About Us · ${siteName}`}</title>
      <section aria-labelledby="about-title">
        <Title id="about-title" order={1}>
          About Us
        </Title>
        <Text fz="lg" mt="sm" maw={720}>
          {siteName} is where our community comes together online: one place to find out what is
          happening, meet people and look out for one another.
        </Text>
        <Text mt="sm" c="dimmed" maw={720}>
          It is run by volunteers and organisers from the community. Channel owners look after their
          own events and posts; site administrators look after members and settings.
        </Text>
      </section>

      <section aria-labelledby="about-offers-title">
        <Title id="about-offers-title" order={2} mb="md">
          What members can do
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {offers.map(({ title, description, icon: OfferIcon }) => (
            <Card key={title} withBorder radius="md" padding="lg">
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                <OfferIcon size={22} />
              </ThemeIcon>
              <Title order={3} fz="lg" mt="sm">
                {title}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <Text>
        Want to get involved or have a question?{' '}
        <Anchor component={Link} to={paths.supportServices}>
          Talk to us through Support &amp; Services
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
