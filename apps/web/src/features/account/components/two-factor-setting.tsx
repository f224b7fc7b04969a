import {
  Alert,
  Button,
  Code,
  Group,
  Image,
  Modal,
  Paper,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TwoFactorSetup } from '@portal/contract';
import { IconDownload, IconShieldLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { OneTimeCodeField } from '../../../components/one-time-code-field';
import { useT } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download-file';
import { describeFailure } from '../../../lib/form-errors';
import { useSiteName } from '../../../lib/get-site';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useSetUpTwoFactor,
} from '../api/change-two-factor';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { settingsMessages, twoFactorMessages as messages } from '../messages';

/** A field's message from the server (400 with `fields`), else undefined. */
const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? error.fields[field] : undefined;

/** Two-step sign-in (issue 38): set it up with a QR code, keep the recovery codes, turn it off. */
export function TwoFactorSetting() {
  const t = useT();
  const status = useTwoFactorStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  let body;
  if (recoveryCodes)
    body = <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  else if (status.isPending)
    body = <Skeleton height={36} width={240} aria-label={t(settingsMessages.loading)} />;
  else if (status.isError)
    body = (
      <Text size="sm" c="var(--mantine-color-error)" role="alert">
        {describeFailure(status.error, { fallback: t(messages.loadFailed) })}
      </Text>
    );
  else if (status.data.enabled)
    body = (
      <Stack gap="xs" align="flex-start">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconShieldLock size={20} color="var(--mantine-color-green-filled)" aria-hidden />
          <Text size="sm">{t(messages.onText)}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t(messages.codesLeft, { count: status.data.recoveryCodesLeft })}
        </Text>
        <TurnOff />
      </Stack>
    );
  else
    body = (
      <Stack gap="sm">
        {status.data.requiredForAdmin && (
          <Alert color="yellow" variant="light" icon={<IconShieldLock aria-hidden />}>
            {t(messages.requiredForAdmin)}
          </Alert>
        )}
        <Text size="sm">{t(messages.offText)}</Text>
        <SetUp onEnabled={setRecoveryCodes} />
      </Stack>
    );

  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t(messages.heading)}
      </Title>
      {body}
    </Stack>
  );
}

function SetUp({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const t = useT();
  const setUp = useSetUpTwoFactor();
  const enable = useEnableTwoFactor();
  const [secret, setSecret] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const cancel = () => {
    setSecret(null);
    setCode('');
    setCodeError(null);
    enable.reset();
  };

  if (!secret)
    return (
      <Stack gap="xs" align="flex-start">
        <Button
          leftSection={<IconShieldLock size={18} aria-hidden />}
          loading={setUp.isPending}
          onClick={() => setUp.mutate(undefined, { onSuccess: setSecret })}
        >
          {t(messages.setUp)}
        </Button>
        {setUp.isError && (
          <FormAlert kind="error">
            {describeFailure(setUp.error, { fallback: t(messages.setUpFailed) })}
          </FormAlert>
        )}
      </Stack>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== 6) return setCodeError(t(messages.codeRequired));
    setCodeError(null);
    enable.mutate(code, {
      onSuccess: ({ recoveryCodes }) => {
        notifications.show({ color: 'green', message: t(messages.turnedOn) });
        onEnabled(recoveryCodes);
      },
      onError: () => setCode(''),
    });
  };
  const serverCodeError = fieldError(enable.error, 'code');
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t(messages.scan)}</Text>
          {/* The server's SVG as an image: drawn, never run. White behind it for dark mode. */}
          <Image
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(secret.qrSvg)}`}
            alt={t(messages.qrAlt)}
            w={200}
            h={200}
            bg="white"
            radius="sm"
          />
          <Text size="sm">{t(messages.manual)}</Text>
          <Group gap="xs" wrap="wrap">
            <Code fz="sm" data-testid="two-factor-secret">
              {secret.secret.replace(/(.{4})/g, '$1 ').trim()}
            </Code>
            <CopyKey secret={secret.secret} />
          </Group>
          <OneTimeCodeField
            label={t(messages.code)}
            description={t(messages.codeHint)}
            value={code}
            onChange={setCode}
            error={codeError ?? serverCodeError}
            withAsterisk
            maw={240}
          />
          {enable.isError && !serverCodeError && (
            <FormAlert kind="error">
              {describeFailure(enable.error, { fallback: t(messages.turnOnFailed) })}
            </FormAlert>
          )}
          <Group gap="sm">
            <Button type="submit" loading={enable.isPending}>
              {t(messages.turnOn)}
            </Button>
            <Button variant="default" onClick={cancel} disabled={enable.isPending}>
              {t(messages.cancel)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Copies the key for pasting into an app on the same device (no shared CopyButton chunk). */
function CopyKey({ secret }: { secret: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="compact-sm"
      variant="default"
      onClick={() =>
        void navigator.clipboard?.writeText(secret).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {t(copied ? messages.copied : messages.copyKey)}
    </Button>
  );
}

function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const siteName = useSiteName();
  const download = () => {
    const text = `${t(messages.downloadHeader, { siteName })}\n\n${codes.join('\n')}\n`;
    saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), t(messages.downloadName));
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={4} fz="sm">
          {t(messages.recoveryTitle)}
        </Title>
        <Text size="sm">{t(messages.recoveryText)}</Text>
        <SimpleGrid
          cols={{ base: 2, xs: 5 }}
          spacing="xs"
          component="ul"
          aria-label={t(messages.recoveryList)}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {codes.map((code) => (
            <li key={code}>
              <Code fz="sm">{code}</Code>
            </li>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={download}
          >
            {t(messages.download)}
          </Button>
          <Button onClick={onDone}>{t(messages.done)}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function TurnOff() {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  const closeModal = () => {
    close();
    setPassword('');
    setCode('');
    disable.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(
      { password, code },
      {
        onSuccess: ({ message }) => {
          closeModal();
          notifications.show({ color: 'green', message });
        },
      },
    );
  };
  const passwordError = fieldError(disable.error, 'password');
  const codeError = fieldError(disable.error, 'code');
  return (
    <>
      <Button variant="default" color="red" onClick={open}>
        {t(messages.turnOff)}
      </Button>
      <Modal
        opened={opened}
        onClose={closeModal}
        title={t(messages.turnOffTitle)}
        centered
        closeButtonProps={{ 'aria-label': t(messages.close) }}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t(messages.turnOffText)}</Text>
            <PasswordInput
              label={t(messages.password)}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={passwordError}
              withAsterisk
              data-autofocus
            />
            <TextInput
              label={t(messages.codeOrRecovery)}
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={codeError}
              withAsterisk
            />
            {disable.isError && !passwordError && !codeError && (
              <FormAlert kind="error">
                {describeFailure(disable.error, { fallback: t(messages.turnOffFailed) })}
              </FormAlert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={closeModal} disabled={disable.isPending}>
                {t(messages.cancel)}
              </Button>
              <Button type="submit" color="red.9" loading={disable.isPending}>
                {t(messages.turnOff)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
