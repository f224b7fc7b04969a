import { Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import {
  IconBriefcase,
  IconHeartHandshake,
  IconNews,
  IconPhoto,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n-provider';
import { alumniMessages as m } from '../alumni-messages';

const purposes: { title: MessageDescriptor; description: MessageDescriptor; icon: Icon }[] = [
  { title: m.memoriesTitle, description: m.memories, icon: IconPhoto },
  { title: m.newsTitle, description: m.news, icon: IconNews },
  { title: m.networkingTitle, description: m.networking, icon: IconUsersGroup },
  { title: m.mentorshipTitle, description: m.mentorship, icon: IconBriefcase },
  { title: m.donationsTitle, description: m.donations, icon: IconHeartHandshake },
];

export function OurPurpose() {
  const t = useT();
  return (
    <section aria-labelledby="our-purpose-title">
      <Title id="our-purpose-title" order={2} mb="md">
        {t(m.purpose)}
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
          <Group component="li" key={title.id} align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <PurposeIcon size={24} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={3} fz="md">
                {t(title)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(description)}
              </Text>
            </Stack>
          </Group>
        ))}
      </SimpleGrid>
    </section>
  );
}
