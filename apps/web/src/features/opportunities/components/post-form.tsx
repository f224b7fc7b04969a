import {
  Button,
  Checkbox,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  OPPORTUNITY_DESCRIPTION_MAX,
  opportunityCreateSchema,
  opportunityKinds,
  type OpportunityCreate,
  type OpportunityCreateInput,
} from '@portal/contract';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/zod-resolver';
import { useCreateOpportunity } from '../api/create-opportunity';
import { cardMessages, postMessages as text } from '../messages';

const fields = [
  'kind',
  'title',
  'company',
  'location',
  'remote',
  'description',
  'applyUrl',
  'applyEmail',
  'expiresAt',
] as const;

const blank: OpportunityCreateInput = {
  kind: 'job',
  title: '',
  company: '',
  location: '',
  remote: false,
  description: '',
  applyUrl: '',
  applyEmail: '',
  expiresAt: '',
};

/** The post form: the route's own schema checks it (one zod schema for both, issue 37). */
export function PostForm({ onPosted }: { onPosted: () => void }) {
  const t = useT();
  const create = useCreateOpportunity();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<OpportunityCreateInput, unknown, OpportunityCreate>({
    resolver: zodResolver(opportunityCreateSchema),
    defaultValues: blank,
  });
  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (posted) => {
        reset(blank);
        notifications.show({
          color: 'green',
          message: t(posted.status === 'pending' ? text.pendingNotice : text.publishedNotice),
        });
        onPosted();
      },
      onError: (error) => applyFieldErrors(error, setError, fields),
    }),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t(text.form)}>
      <Stack gap="md" maw={720}>
        {create.isError && !isExplainedByFields(create.error, fields) && (
          <FormAlert kind="error">
            {describeFailure(create.error, { fallback: t(text.failed) })}
          </FormAlert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t(text.kind)}
            data={opportunityKinds.map((kind) => ({ value: kind, label: t(cardMessages[kind]) }))}
            error={errors.kind?.message}
            {...register('kind')}
          />
          <TextInput
            label={t(text.title)}
            required
            error={errors.title?.message}
            {...register('title')}
          />
          <TextInput
            label={t(text.company)}
            required
            error={errors.company?.message}
            {...register('company')}
          />
          <TextInput
            label={t(text.location)}
            description={t(text.locationHint)}
            required
            error={errors.location?.message}
            {...register('location')}
          />
        </SimpleGrid>
        <Checkbox label={t(text.remote)} {...register('remote')} />
        <Textarea
          label={t(text.description)}
          required
          autosize
          minRows={4}
          maxLength={OPPORTUNITY_DESCRIPTION_MAX}
          error={errors.description?.message}
          {...register('description')}
        />
        <Text size="sm" c="dimmed">
          {t(text.applyHint)}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="url"
            inputMode="url"
            label={t(text.applyUrl)}
            error={errors.applyUrl?.message}
            {...register('applyUrl')}
          />
          <TextInput
            type="email"
            label={t(text.applyEmail)}
            error={errors.applyEmail?.message}
            {...register('applyEmail')}
          />
        </SimpleGrid>
        <TextInput
          type="date"
          label={t(text.expiresAt)}
          description={t(text.expiresAtHint)}
          error={errors.expiresAt?.message}
          maw={260}
          {...register('expiresAt')}
        />
        <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          {t(text.submit)}
        </Button>
      </Stack>
    </form>
  );
}
