import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { LoginResponse } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { OneTimeCodeField } from '../../../components/one-time-code-field';
import { useT } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { describeFailure } from '../../../lib/form-errors';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { loginMessages } from '../messages';
import { twoFactorStepMessages as messages } from './two-factor-step.messages';

interface TwoFactorStepProps {
  challenge: string;
  onSignedIn: (response: LoginResponse) => void;
  /** Back to the password: the challenge expired or ran out of tries. */
  onStartOver: () => void;
}

/**
 * The second step of a sign-in with two-step sign-in on (issue 38): the app's six digits (number
 * pad, one-time-code autofill, a pasted "123 456" taken), or a recovery code instead. Loaded only
 * when a sign-in asks for it, so the sign-in screen of a first visit carries none of it.
 */
export default function TwoFactorStep({ challenge, onSignedIn, onStartOver }: TwoFactorStepProps) {
  const t = useT();
  const verify = useLoginTwoFactor();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const challengeGone =
    verify.error instanceof ApiError && verify.error.code === 'invalid_challenge';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const complete = recovery ? code.trim().length > 0 : code.length === 6;
    if (!complete)
      return setMissing(t(recovery ? messages.recoveryRequired : messages.codeRequired));
    setMissing(null);
    verify.mutate(
      { challenge, code: code.trim() },
      { onSuccess: onSignedIn, onError: () => setCode('') },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t(recovery ? messages.recoveryIntro : messages.intro)}</Text>
        <OneTimeCodeField
          key={recovery ? 'recovery' : 'app'}
          label={t(recovery ? messages.recoveryCode : messages.code)}
          value={code}
          onChange={setCode}
          recovery={recovery}
          error={missing}
          withAsterisk
          data-autofocus
          autoFocus
        />
        {verify.isError && (
          <FormAlert kind="error">
            {describeFailure(verify.error, {
              fallback: t(messages.failed),
              network: t(loginMessages.network),
            })}
          </FormAlert>
        )}
        {challengeGone ? (
          <Button fullWidth onClick={onStartOver}>
            {t(messages.startOver)}
          </Button>
        ) : (
          <Button type="submit" fullWidth loading={verify.isPending}>
            {t(messages.verify)}
          </Button>
        )}
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setRecovery((value) => !value);
            setCode('');
            setMissing(null);
          }}
        >
          {t(recovery ? messages.useApp : messages.useRecovery)}
        </Anchor>
      </Stack>
    </form>
  );
}
