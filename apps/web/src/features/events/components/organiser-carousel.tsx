import { Avatar, Paper, Stack, Text } from '@mantine/core';
import type { Organiser } from '@portal/contract';
import { AutoCarousel } from '../../../components/auto-carousel';
import { safeImageSrc } from '../../../lib/safe-url';

/** Spec §9: organisers rotate every 3 seconds. */
export const organiserInterval = 3000;

export function OrganiserCarousel({ organisers }: { organisers: readonly Organiser[] }) {
  if (organisers.length === 0)
    return <Text c="dimmed">No organisers are listed for this event yet.</Text>;
  return (
    <AutoCarousel
      label="Event organisers"
      interval={organiserInterval}
      controls="below"
      previousLabel="Previous organiser"
      nextLabel="Next organiser"
      items={organisers}
      renderItem={(organiser) => (
        <Paper withBorder radius="md" p="lg" h="100%">
          <Stack align="center" gap={6} ta="center">
            <Avatar
              src={safeImageSrc(organiser.imageUrl)}
              alt={organiser.name}
              name={organiser.name}
              color="initials"
              size={96}
            />
            <Text fw={600} size="lg">
              {organiser.name}
            </Text>
            {organiser.batch && (
              <Text size="sm" c="dimmed">
                Batch {organiser.batch}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
    />
  );
}
