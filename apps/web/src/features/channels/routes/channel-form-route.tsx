import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { channelInputSchema, channelMessages } from '@portal/contract';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useCreateChannel, type ChannelInputParsed } from '../api/create-channel';
import {
  ChannelFields,
  channelServerFields,
  emptyChannelFormValues,
  type ChannelFormValues,
} from '../components/channel-fields';
import { channelPageMessages as m } from './messages';

/**
 * Spec screen 10, Create New Channel. The server makes the channel's id (DESIGN §5.17) and says
 * 'Channel created successfully! Channel ID: {id}'; the form is then cleared for another.
 */
export function ChannelFormRoute() {
  const t = useT();
  const siteName = useSiteName();
  const create = useCreateChannel();
  const [created, setCreated] = useState<{ message: string; id: string } | null>(null);
  const {
    register,
    control,
    setValue,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChannelFormValues, unknown, ChannelInputParsed>({
    resolver: zodResolver(channelInputSchema),
    defaultValues: emptyChannelFormValues,
  });

  const onSubmit = handleSubmit((input) => {
    setCreated(null);
    create.mutate(input, {
      onSuccess: ({ message, channel }) => {
        reset(emptyChannelFormValues);
        setCreated({
          message: message || t(m.created, { id: channel._id }),
          id: channel._id,
        });
      },
      onError: (error) => applyFieldErrors(error, setError, channelServerFields),
    });
  });

  // The server's reason, unless it is already shown under a field.
  const reason =
    create.isError && !isExplainedByFields(create.error, channelServerFields)
      ? describeFailure(create.error, { fallback: '' })
      : '';

  return (
    <Stack gap="lg" maw={720} mx="auto" py={{ base: 'xs', sm: 'lg' }}>
      <title>{t(m.createTitle, { siteName })}</title>
      <Anchor component={Link} to={paths.channels} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t(m.channels)}
        </Group>
      </Anchor>
      <div>
        <Title order={1}>{t(m.createHeading)}</Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t(m.createIntro)}
        </Text>
      </div>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t(m.createChannel)}>
          <Stack gap="md">
            <ChannelFields
              register={register}
              control={control}
              setValue={setValue}
              errors={errors}
            />
            {created && (
              <FormAlert kind="success">
                <Stack gap={4} align="flex-start">
                  <Text size="sm">{created.message}</Text>
                  <Anchor
                    component={Link}
                    to={paths.channelPage.href(created.id)}
                    size="sm"
                    fw={600}
                  >
                    <Group gap={4} wrap="nowrap" component="span">
                      {t(m.goToChannel)}
                      <IconArrowRight size={16} aria-hidden />
                    </Group>
                  </Anchor>
                </Stack>
              </FormAlert>
            )}
            {create.isError && (
              <FormAlert kind="error">
                <Text size="sm">{t.text(channelMessages.createFailed)}</Text>
                {reason && <Text size="sm">{reason}</Text>}
              </FormAlert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                {t(m.createButton)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
