import { Alert, Button, Fieldset, Stack, Text } from '@mantine/core';
import {
  registrationMessages,
  type RegistrationInput,
  type RegistrationParsed,
  type RegistrationResult,
} from '@portal/contract';
import { wouldJoinWaitlist, type EventPlaces } from '@portal/contract/event-capacity';
import { IconHourglass } from '@tabler/icons-react';
import { useForm, useWatch, type DefaultValues, type Path } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import { useRegisterForEvent } from '../api/register-for-event';
import { useRegistrationProof } from '../api/registration-proof';
import { registrationFormMessages as m } from './messages';
import { attendeeFields, guestFields, PersonFields } from './person-fields';
import { PromoCodeField, promoCodeField } from './promo-code-field';
import { toRegistrationPayload } from './registration-values';
import { onlyChoosable, shownTicketTypes, ticketAvailability } from './ticket-availability';
import { ticketPickerMessages } from './ticket-messages';
import { TicketChoice, TicketQuestions } from './ticketing-fields';
import { writeRegistrationTitle } from '../../../lib/storage';
import {
  registrationResolver,
  ticketingFields,
  ticketingPayload,
  type Ticketing,
} from './ticketing-values';
import { YesNoField } from './yes-no-field';
import { offerNotifications } from '../../../lib/notification-offer';

const serverFields: readonly Path<RegistrationInput>[] = [
  ...Object.values(attendeeFields),
  ...Object.values(guestFields),
  'hasGuest',
  'eventUpdates',
  promoCodeField,
];

const legendStyles = {
  legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', marginBottom: 4 },
} as const;

interface RegistrationFormProps {
  eventId: string;
  /** The event's places as last read: whether this registration would join the waiting list. */
  places: EventPlaces;
  /** Issue 25: the event's ticket types and questions (none: the form as before). */
  ticketing: Ticketing;
  defaultValues: DefaultValues<RegistrationInput>;
  onRegistered: (result: RegistrationResult) => void;
}

/** Spec screen 2: the attendee, an optional guest, and whether to send event updates. */
export function RegistrationForm({
  eventId,
  places,
  ticketing,
  defaultValues,
  onRegistered,
}: RegistrationFormProps) {
  const t = useT();
  const registration = useRegisterForEvent(onRegistered);
  const takeProof = useRegistrationProof();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput, unknown, RegistrationParsed>({
    resolver: registrationResolver(ticketing),
    // The only ticket someone could take is chosen for them.
    defaultValues: {
      ...defaultValues,
      ticketTypeId: onlyChoosable(shownTicketTypes(ticketing.ticketTypes)),
    },
  });
  const fields = [...serverFields, ...ticketingFields(ticketing)] as Path<RegistrationInput>[];
  const ticketTypeId = useWatch({ control, name: 'ticketTypeId' });
  const ticket = shownTicketTypes(ticketing.ticketTypes).find((type) => type._id === ticketTypeId);
  const hasGuest = useWatch({ control, name: 'hasGuest' }) === 'yes';
  const waits =
    wouldJoinWaitlist(places, hasGuest ? 2 : 1) ||
    (ticket !== undefined && ticketAvailability(ticket).state === 'soldOut');
  // Full for one but not for two: the guest is what tips it, so say so where it is chosen.
  const guestTipsIt = hasGuest && waits && !wouldJoinWaitlist(places, 1);

  const onSubmit = handleSubmit(async (values) =>
    registration.mutate(
      {
        eventId,
        registration: { ...toRegistrationPayload(values), ...ticketingPayload(ticketing, values) },
        proof: await takeProof(),
      },
      {
        onSuccess: () => {
          writeRegistrationTitle(values.title);
          // A member who registered may want to hear when a place comes through (issue 40).
          offerNotifications();
        },
        onError: (error) => applyFieldErrors(error, setError, fields),
      },
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t(m.formName)}>
      <Stack gap="lg">
        <TicketChoice event={ticketing} control={control} errors={errors} />

        <Fieldset legend={t(m.yourDetails)} variant="unstyled" styles={legendStyles}>
          <PersonFields
            names={attendeeFields}
            register={register}
            control={control}
            errors={errors}
            autofill
          />
        </Fieldset>

        <TicketQuestions
          event={ticketing}
          control={control}
          errors={errors}
          legendStyles={legendStyles}
        />

        <YesNoField control={control} name="hasGuest" label={t(m.bringingGuest)} />
        {guestTipsIt && (
          <Alert color="orange" variant="light" icon={<IconHourglass aria-hidden />}>
            <Text size="sm">{t(m.oneLeftWithGuest)}</Text>
          </Alert>
        )}

        {hasGuest && (
          <Fieldset legend={t(m.guest)} variant="unstyled" styles={legendStyles}>
            <PersonFields
              names={guestFields}
              register={register}
              control={control}
              errors={errors}
              autofill={false}
            />
          </Fieldset>
        )}

        <YesNoField control={control} name="eventUpdates" label={t(m.sendUpdates)} />
        <PromoCodeField eventId={eventId} register={register} errors={errors} />

        {registration.isError && !isExplainedByFields(registration.error, fields) && (
          <FormAlert kind="error">
            {describeFailure(registration.error, {
              fallback: t.text(registrationMessages.submissionFailed),
              network: t.text(registrationMessages.submissionFailed),
            })}
          </FormAlert>
        )}

        <Button
          type="submit"
          // Waiting for the proof of work counts as sending.
          loading={registration.isPending || isSubmitting}
          w={{ base: '100%', sm: 'auto' }}
          miw={160}
          style={{ alignSelf: 'flex-start' }}
        >
          {waits
            ? t(m.joinWaitlist)
            : ticket && ticket.price.amount > 0
              ? t(ticketPickerMessages.payAndRegister)
              : t(m.register)}
        </Button>
      </Stack>
    </form>
  );
}
