import { Alert, Button, Stack, Text } from '@mantine/core';
import type { Match } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { usePlaySuperOver } from '../api/play-super-over';
import { scorerMessages as m } from './messages';

/** A tie that the format does not yet play off: the scorer may start a super over (issue 41). */
export function PlayOffTie({ match }: { match: Match }) {
  const t = useT();
  const start = usePlaySuperOver();
  return (
    <Alert variant="light" color="blue" title={t(m.tiedTitle)}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(m.tiedBody)}</Text>
        {start.isError && (
          <Text size="sm" c="red" role="alert">
            {t(m.superOverFailed)}: {getErrorMessage(start.error)}
          </Text>
        )}
        <Button onClick={() => start.mutate(match)} loading={start.isPending}>
          {t(m.playSuperOver)}
        </Button>
      </Stack>
    </Alert>
  );
}
