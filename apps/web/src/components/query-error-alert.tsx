import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useT } from '../i18n/i18n-provider';
import { getErrorMessage } from '../lib/api-client';
import { queryErrorMessages } from './query-error-alert.messages';

interface QueryErrorAlertProps {
  title: string;
  error: unknown;
  /** The sentence to show instead of the one derived from `error` (a screen's own spec text). */
  message?: string;
  onRetry: () => void;
  /** True while the retry is in flight, so the button shows progress instead of inviting more clicks. */
  retrying?: boolean;
}

/** A failed load: what failed, the server's reason, and a way to try again. */
export function QueryErrorAlert({
  title,
  error,
  message,
  onRetry,
  retrying = false,
}: QueryErrorAlertProps) {
  const t = useT();
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle aria-hidden />}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message ?? getErrorMessage(error)}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
          loading={retrying}
        >
          {t(queryErrorMessages.tryAgain)}
        </Button>
      </Stack>
    </Alert>
  );
}
