import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PASSWORD_MAX, PASSWORD_MIN, signupSchema, type SignupInput } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form-alert';
import { LiveMessage } from '../../../components/live-text';
import { PasswordField } from '../../../components/password-field';
import { PersonNameField } from '../../../components/person-name-field';
import { PhoneField } from '../../../components/phone-field';
import { phoneForForm } from '../../../components/phone-text';
import { useStartSession } from '../../../lib/auth-session';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useT } from '../../../i18n/i18n-provider';
import { withElements } from '../../../i18n/with-elements';
import { privacyNoticeVersionQueryOptions } from '../api/get-privacy-version';
import { useSignup } from '../api/signup';
import { authFieldMessages as fields, signupMessages as messages } from '../messages';
import { AuthCard } from '../components/auth-card';

type SignupFormValues = z.input<typeof signupSchema>;

/**
 * What the roster's invitation link fills in (issue 35): /signup?name=…&email=…&mobile=…, the
 * number in E.164 (or as the roster wrote it). Only text goes into the boxes; nothing is sent
 * until the person submits, and the server checks it all again.
 */
function invitedValues(search: URLSearchParams): SignupFormValues {
  const text = (key: string, max: number) => (search.get(key) ?? '').trim().slice(0, max);
  const mobile = phoneForForm(text('mobile', 40));
  return {
    name: text('name', 120),
    email: text('email', 254),
    mobile: mobile.text,
    ...(mobile.country ? { country: mobile.country } : {}),
    password: '',
  };
}
const serverFields = ['name', 'email', 'mobile', 'country', 'password'] as const;

/** Spec screen 4 and §4 Signup: success stores the session and lands on the dashboard, signed in. */
export function SignupRoute() {
  const t = useT();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const signup = useSignup();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const [accepted, setAccepted] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignupFormValues, unknown, SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: invitedValues(search),
  });

  const submit = handleSubmit(async (values) => {
    if (!accepted) return;
    // The version they accepted is stored with the time (issue 39); a notice that cannot be
    // read sends none, and the portal asks them after sign-in.
    const notice = await queryClient
      .fetchQuery(privacyNoticeVersionQueryOptions())
      .catch(() => undefined);
    const consent = notice ? { consent: { privacyVersion: notice.version } } : {};
    signup.mutate(
      { ...values, ...consent },
      {
        onSuccess: (response) => {
          startSession(response);
          notifications.show({
            color: 'green',
            // The server says the same words in the page's language; ours follow the account's.
            message: <LiveMessage message={messages.success} />,
          });
          // The spec's /dashboard is an alias of / (DESIGN §5.11).
          void navigate(paths.home, { replace: true });
        },
        onError: (error) => applyFieldErrors(error, setError, serverFields),
      },
    );
  });
  // The box is checked beside the fields, so every missing answer shows at once.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!accepted) setConsentMissing(true);
    return submit(event);
  };

  return (
    <AuthCard
      withBrand
      title={t(messages.title)}
      intro={t(messages.intro)}
      footer={
        <Text size="sm">
          {t(messages.haveAccount)}{' '}
          <Anchor component={Link} to={paths.login}>
            {t(fields.signIn)}
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <PersonNameField
            label={t(fields.name)}
            autoComplete="name"
            withAsterisk
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label={t(fields.email)}
            type="email"
            autoComplete="email"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
          <PhoneField
            control={control}
            name="mobile"
            countryName="country"
            label={t(fields.mobile)}
            required
          />
          <PasswordField
            label={t(fields.password)}
            autoComplete="new-password"
            description={t(fields.passwordRules, { min: PASSWORD_MIN, max: PASSWORD_MAX })}
            withAsterisk
            error={errors.password?.message}
            {...register('password')}
          />
          <Checkbox
            checked={accepted}
            onChange={(event) => {
              setAccepted(event.currentTarget.checked);
              setConsentMissing(false);
            }}
            label={withElements(t, messages.consent, {
              notice: (
                <Anchor component={Link} to={paths.privacy} target="_blank" inherit>
                  {t(messages.privacyNoticeLink)}
                </Anchor>
              ),
            })}
            error={consentMissing ? t(messages.consentRequired) : undefined}
          />
          {signup.isError && !isExplainedByFields(signup.error, serverFields) && (
            <FormAlert kind="error">
              {describeFailure(signup.error, {
                fallback: t(messages.failed),
                network: t(messages.network),
              })}
            </FormAlert>
          )}
          <Button type="submit" fullWidth loading={signup.isPending}>
            {t(messages.submit)}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
