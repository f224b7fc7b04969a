import { Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBriefcase,
  IconHeartHandshake,
  IconNews,
  IconPhoto,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

const purposes: { title: string; description: string; icon: Icon }[] = [
  {
    title: 'Preserving memories',
    description: 'Keep the photos, stories and milestones of our school years in one place.',
    icon: IconPhoto,
  },
  {
    title: 'Sharing alumni news',
    description: 'Hear about achievements, reunions and what is new at school.',
    icon: IconNews,
  },
  {
    title: 'Networking',
    description: 'Reconnect with classmates and meet alumni across batches and cities.',
    icon: IconUsersGroup,
  },
  {
    title: 'Mentorship and career guidance',
    description: 'Learn from alumni further along the path, and guide those just starting out.',
    icon: IconBriefcase,
  },
  {
    title: 'Donations and student support',
    description: 'Fund scholarships and projects that help today’s students thrive.',
    icon: IconHeartHandshake,
  },
];

export function OurPurpose() {
  return (
    <section aria-labelledby="our-purpose-title">
      <Title id="our-purpose-title" order={2} mb="md">
        Our Purpose
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="lg"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {purposes.map(({ title, description, icon: PurposeIcon }) => (
          <Group component="li" key={title} align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <PurposeIcon size={24} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={3} fz="md">
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            </Stack>
          </Group>
        ))}
      </SimpleGrid>
    </section>
  );
}
