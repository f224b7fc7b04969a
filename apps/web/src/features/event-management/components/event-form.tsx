import { Alert, Button, Fieldset, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { eventMessages, type EventInputParsed, type PortalEvent } from '@portal/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import { useSite } from '../../../lib/get-site';
import { useSession } from '../../../lib/session';
import { useCreateEvent } from '../api/create-event';
import { useManagedChannels } from '../api/get-managed-channels';
import { useUpdateEvent } from '../api/update-event';
import { EventBasicsFields } from './event-basics-fields';
import { eventFormMessages as m } from './event-form-messages';
import { eventFormResolver } from './event-form-resolver';
import { applyEventFieldErrors } from './event-form-server-errors';
import { emptyEventFormValues, toFormValues, type EventFormValues } from './event-form-values';
import { EventMediaFields } from './event-media-fields';
import { EventTranslationFields } from './event-translation-fields';
import { EventVenueFields } from './event-venue-fields';
import { OrganiserFields } from './organiser-fields';
import { RefundPolicyField } from './refund-policy-field';
import { QuestionFields } from './question-fields';
import { RepeatFields } from './repeat-fields';
import { repeatMessages } from './repeat-messages';
import { SeriesScopeField, type SaveScope } from './series-scope-field';
import { describeSaveFailure } from './save-failure';
import { SponsorFields } from './sponsor-fields';
import { TicketTypeFields } from './ticket-type-fields';
import { questionMessages, ticketTypeMessages } from './ticketing-messages';

const legendStyles = {
  legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', marginBottom: 4 },
} as const;

interface EventFormProps {
  /** The event to edit; without it the form creates one. */
  event?: PortalEvent | undefined;
  /** After a successful save (a created event's form has already been cleared). */
  onSaved?: (saved: PortalEvent) => void;
  onCancel?: () => void;
  /** A new event's channel to start with (the channel page's Activity menu passes it). */
  initialChannelId?: string | undefined;
}

/**
 * Spec screen 17 and the Manage Events modal: one form for creating and editing, checked with the
 * contract's schema. Creating clears the form for the next event; both say how it went.
 */
export function EventForm({ event, onSaved, onCancel, initialChannelId }: EventFormProps) {
  const t = useT();
  const { isAdmin } = useSession();
  // A new event happens in the site's zone unless its organiser picks another (issue 19).
  const siteZone = useSite().data?.timeZone;
  const blankValues = () => ({
    ...emptyEventFormValues(siteZone),
    channelId: initialChannelId ?? '',
  });
  const editing = event !== undefined;
  // A date of a series is edited alone or with every later date; a one-off may be made to repeat.
  const inSeries = !!event?.seriesId;
  const [scope, setScope] = useState<SaveScope>('one');
  const channels = useManagedChannels();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const saving = create.isPending || update.isPending;
  const resolver = useMemo(() => eventFormResolver({ channelRequired: !isAdmin }), [isAdmin]);
  const form = useForm<EventFormValues, unknown, EventInputParsed>({
    resolver,
    defaultValues: event ? toFormValues(event) : blankValues(),
  });
  const { handleSubmit, reset, setError, getValues, setFocus, setValue, getFieldState } = form;

  // The site's settings may arrive after the form opens: a new event then takes their zone,
  // unless the organiser has already picked one.
  useEffect(() => {
    if (!editing && siteZone && !getFieldState('timeZone').isDirty) setValue('timeZone', siteZone);
  }, [editing, siteZone, getFieldState, setValue]);

  const onError = (error: unknown, action: 'create' | 'update') => {
    applyEventFieldErrors(error, setError, getValues());
    notifications.show({ color: 'red', message: describeSaveFailure(error, action) });
  };

  const onSubmit = handleSubmit((input) => {
    if (event) {
      update.mutate(
        { id: event._id, input, scope },
        {
          onSuccess: (saved) => {
            reset(toFormValues(saved));
            notifications.show({ color: 'green', message: t.text(eventMessages.updated) });
            onSaved?.(saved);
          },
          onError: (error) => onError(error, 'update'),
        },
      );
      return;
    }
    create.mutate(input, {
      onSuccess: (saved) => {
        reset(blankValues());
        // Ready for the next event: back to the top of the cleared form.
        setFocus('title');
        notifications.show({ color: 'green', message: t.text(eventMessages.created) });
        onSaved?.(saved);
      },
      onError: (error) => onError(error, 'create'),
    });
  });

  // Only site admins may create events outside a channel (docs/events-api.md).
  const cannotCreate = !editing && !isAdmin && channels.isSuccess && channels.data.length === 0;

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(submitEvent) => void onSubmit(submitEvent)}
        noValidate
        aria-label={editing ? t(m.formEdit) : t(m.formCreate)}
      >
        <Stack gap="lg">
          {cannotCreate && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
              {t(m.noChannelToCreateIn)}
            </Alert>
          )}
          <Section legend={t(m.sectionDetails)}>
            <EventBasicsFields
              channelRequired={!isAdmin}
              currentChannel={
                event?.channelId
                  ? { id: event.channelId, name: event.channelName ?? t(m.currentChannel) }
                  : undefined
              }
            />
          </Section>
          <EventTranslationFields />
          <Section legend={t(m.sectionVenue)}>
            <EventVenueFields />
          </Section>
          <Section legend={t(ticketTypeMessages.section)}>
            <TicketTypeFields />
          </Section>
          <RefundPolicyField />
          <Section legend={t(questionMessages.section)}>
            <QuestionFields />
          </Section>
          {!inSeries && (
            <Section legend={t(repeatMessages.section)}>
              <RepeatFields />
            </Section>
          )}
          <Section legend={t(m.sectionMedia)}>
            <EventMediaFields />
          </Section>
          <Section legend={t(m.sectionSponsors)}>
            <SponsorFields />
          </Section>
          <Section legend={t(m.sectionOrganisers)}>
            <OrganiserFields />
          </Section>
          {event && inSeries && (
            <SeriesScopeField event={event} scope={scope} onChange={setScope} />
          )}
          <Group justify="flex-end" gap="sm">
            {onCancel && (
              <Button variant="default" onClick={onCancel} disabled={saving}>
                {t(m.cancel)}
              </Button>
            )}
            <Button type="submit" loading={saving} disabled={cannotCreate}>
              {editing ? t(m.saveChanges) : t(m.createEvent)}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="unstyled" styles={legendStyles}>
      {children}
    </Fieldset>
  );
}
