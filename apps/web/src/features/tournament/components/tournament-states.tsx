import { Button, Center, EmptyState, Loader, Stack, Text } from '@mantine/core';
import { IconRefresh, IconTrophyOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { tournamentScreenMessages } from './messages';

/** A spinner with its words on screen (spec: 'Loading matches...'). */
export function TournamentLoader({ label }: { label: string }) {
  return (
    <Center role="status" py="xl" mih={200}>
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

interface TournamentEmptyProps {
  title: string;
  description: ReactNode;
  onRefresh?: (() => void) | undefined;
  refreshing?: boolean;
}

export function TournamentEmpty({
  title,
  description,
  onRefresh,
  refreshing,
}: TournamentEmptyProps) {
  const t = useT();
  return (
    <EmptyState
      icon={<IconTrophyOff aria-hidden />}
      withIndicatorBackground
      title={title}
      description={description}
      py="xl"
    >
      {onRefresh && (
        <EmptyState.Actions>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRefresh}
            loading={refreshing}
          >
            {t(tournamentScreenMessages.refresh)}
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
