import {
  Anchor,
  Button,
  Group,
  NumberInput,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CAPACITY_MAX,
  CAPACITY_MIN,
  DEFAULT_CAPACITY,
  mentorSettingsUpdateSchema,
  TOPICS_MAX,
  type MentorSettings,
} from '@portal/contract';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/form-alert';
import { MembershipNotice } from '../../../components/membership-notice';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { useCurrentUser } from '../../../lib/current-user';
import { applyFieldErrors, describeFailure } from '../../../lib/form-errors';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { zodResolver } from '../../../lib/zod-resolver';
import { useMentorSettings, useSaveMentorSettings } from '../api/mentor-settings';
import { settingsMessages as text } from '../messages';

type Input = z.input<typeof mentorSettingsUpdateSchema>;
type Output = z.output<typeof mentorSettingsUpdateSchema>;

/** /profile/mentoring (issue 37): the member's mentoring offer, part of their profile. */
export function MentorSettingsRoute() {
  const t = useT();
  const siteName = useSiteName();
  const user = useCurrentUser();
  const status = user.data?.membershipStatus;
  const settings = useMentorSettings();
  return (
    <Stack gap="lg" maw={720} mx="auto">
      <title>{t(text.pageTitle, { site: siteName })}</title>
      <div>
        <Title order={1}>{t(text.title)}</Title>
        <Text c="dimmed" mt={4}>
          {t(text.intro)}
        </Text>
        <Anchor component={Link} to={paths.mentoring} size="sm">
          {t(text.back)}
        </Anchor>
      </div>
      {user.isPending || settings.isPending ? (
        status && status !== 'verified' ? (
          <MembershipNotice status={status} />
        ) : (
          <PageLoader label={t(text.loading)} />
        )
      ) : status && status !== 'verified' ? (
        <MembershipNotice status={status} />
      ) : settings.isError ? (
        <QueryErrorAlert
          title={t(text.loadFailed)}
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isRefetching}
        />
      ) : (
        <SettingsForm saved={settings.data} />
      )}
    </Stack>
  );
}

function SettingsForm({ saved }: { saved: MentorSettings }) {
  const t = useT();
  const save = useSaveMentorSettings();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(mentorSettingsUpdateSchema),
    defaultValues: {
      offering: saved.offering,
      topics: saved.topics,
      about: saved.about,
      capacity: saved.capacity || DEFAULT_CAPACITY,
      paused: saved.paused,
    },
  });
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (result) =>
        notifications.show({
          color: 'green',
          message:
            result.answeredPaused > 0
              ? t(text.savedPaused, { count: result.answeredPaused })
              : t(text.saved),
        }),
      onError: (error) => applyFieldErrors(error, form.setError, ['topics', 'about', 'capacity']),
    }),
  );
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {save.isError && (
          <FormAlert kind="error">
            {describeFailure(save.error, { fallback: t(text.saveFailed) })}
          </FormAlert>
        )}
        <Text size="sm" c="dimmed">
          {t(text.stats, { active: saved.activeMentees, count: saved.mentoredCount })}
        </Text>
        <Controller
          control={form.control}
          name="offering"
          render={({ field }) => (
            <Switch
              label={t(text.offering)}
              description={t(text.offeringHint)}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="topics"
          render={({ field }) => (
            <TagsInput
              label={t(text.topics)}
              description={t(text.topicsHint)}
              value={field.value}
              onChange={field.onChange}
              maxTags={TOPICS_MAX}
              splitChars={[',']}
              error={
                errors.topics?.message ??
                (Array.isArray(errors.topics)
                  ? errors.topics.find((item) => item?.message)?.message
                  : undefined)
              }
            />
          )}
        />
        <Textarea
          label={t(text.about)}
          description={t(text.aboutHint)}
          autosize
          minRows={3}
          error={errors.about?.message}
          {...form.register('about')}
        />
        <Controller
          control={form.control}
          name="capacity"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t(text.capacity)}
              min={CAPACITY_MIN}
              max={CAPACITY_MAX}
              allowDecimal={false}
              value={typeof field.value === 'number' ? field.value : Number(field.value ?? '')}
              onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
              error={fieldState.error?.message}
              maw={200}
            />
          )}
        />
        <Controller
          control={form.control}
          name="paused"
          render={({ field }) => (
            <Switch
              label={t(text.paused)}
              description={t(text.pausedHint)}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t(text.save)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
