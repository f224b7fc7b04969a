import { Button, Checkbox, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  opportunityAlertsSchema,
  opportunityKinds,
  type OpportunityAlerts,
} from '@portal/contract';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { QueryContent } from '../../../components/query-content';
import { useT } from '../../../i18n/i18n-provider';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/zod-resolver';
import { useOpportunityAlerts, useSaveAlerts } from '../api/opportunity-alerts';
import { alertMessages as text, cardMessages, opportunityMessages } from '../messages';

const fields = ['kinds', 'q', 'location', 'frequency'] as const;

/** The weekly alert's settings: which kinds, words and place, weekly or off. */
export function AlertsSection() {
  const t = useT();
  const alerts = useOpportunityAlerts();
  return (
    <Stack gap="md" maw={720}>
      <div>
        <Title order={2} size="h3">
          {t(text.heading)}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t(text.intro)}
        </Text>
      </div>
      <QueryContent
        query={alerts}
        loading={<PageLoader label={t(opportunityMessages.loading)} />}
        errorTitle={t(text.loadFailed)}
      >
        {(saved) => <AlertsForm saved={saved} />}
      </QueryContent>
    </Stack>
  );
}

function AlertsForm({ saved }: { saved: OpportunityAlerts }) {
  const t = useT();
  const save = useSaveAlerts();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<OpportunityAlerts>({
    resolver: zodResolver(opportunityAlertsSchema),
    defaultValues: { q: '', location: '', ...saved },
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (next) => {
        reset({ q: '', location: '', ...next });
        notifications.show({ color: 'green', message: t(text.saved) });
      },
      onError: (error) => applyFieldErrors(error, setError, fields),
    }),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t(text.form)}>
      <Stack gap="md">
        {save.isError && !isExplainedByFields(save.error, fields) && (
          <FormAlert kind="error">
            {describeFailure(save.error, { fallback: t(text.failed) })}
          </FormAlert>
        )}
        <Controller
          control={control}
          name="frequency"
          render={({ field }) => (
            <Radio.Group label={t(text.frequency)} value={field.value} onChange={field.onChange}>
              <Group gap="lg" mt={4}>
                <Radio value="weekly" label={t(text.weekly)} />
                <Radio value="off" label={t(text.off)} />
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name="kinds"
          render={({ field }) => (
            <Checkbox.Group
              label={t(text.kinds)}
              value={field.value}
              onChange={(value) =>
                field.onChange(opportunityKinds.filter((kind) => value.includes(kind)))
              }
              error={errors.kinds?.message}
            >
              <Group gap="lg" mt={4}>
                {opportunityKinds.map((kind) => (
                  <Checkbox key={kind} value={kind} label={t(cardMessages[kind])} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <TextInput
          label={t(text.q)}
          description={t(text.qHint)}
          error={errors.q?.message}
          {...register('q')}
        />
        <TextInput
          label={t(text.location)}
          description={t(text.locationHint)}
          error={errors.location?.message}
          {...register('location')}
        />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t(text.save)}
        </Button>
      </Stack>
    </form>
  );
}
