import { Avatar, Paper, Stack, Text } from '@mantine/core';
import type { Organiser } from '@portal/contract';
import { AutoCarousel } from '../../../components/auto-carousel';
import { useT } from '../../../i18n/i18n-provider';
import { safeImageSrc } from '../../../lib/safe-url';
import { eventDetailsMessages as messages } from '../event-details-messages';

/** Spec §9: organisers rotate every 3 seconds. */
export const organiserInterval = 3000;

export function OrganiserCarousel({ organisers }: { organisers: readonly Organiser[] }) {
  const t = useT();
  if (organisers.length === 0) return <Text c="dimmed">{t(messages.noOrganisers)}</Text>;
  return (
    <AutoCarousel
      label={t(messages.organisersLabel)}
      interval={organiserInterval}
      controls="below"
      previousLabel={t(messages.previousOrganiser)}
      nextLabel={t(messages.nextOrganiser)}
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
                {t(messages.batch, { batch: organiser.batch })}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
    />
  );
}
