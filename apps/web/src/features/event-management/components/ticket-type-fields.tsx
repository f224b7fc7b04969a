import {
  Alert,
  Button,
  Checkbox,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { isTimeZone, zoneCity } from '@portal/contract/time-zones';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import { formatMinorUnits } from '../../../lib/format';
import { usePaymentsEnabled } from '../api/get-payments-config';
import type { EventFormValues } from './event-form-values';
import { firstErrorMessage } from './first-error';
import { movedIndex, OrderedRow, type MoveDirection, type MovedRow } from './ordered-row';
import { ticketTypeMessages as m } from './ticketing-messages';
import { newTicketType, ticketCurrencies, toMinorUnits } from './ticketing-form-values';

/** The event's ticket types: added, edited, moved and removed row by row (issue 25 §1). */
export function TicketTypeFields() {
  const t = useT();
  const {
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: 'ticketTypes',
  });
  const [moved, setMoved] = useState<MovedRow>();
  const types = useWatch({ control, name: 'ticketTypes' });
  const anyPaid = types.some((type) => toMinorUnits(type.price.amount, type.price.currency) > 0);
  const paymentsEnabled = usePaymentsEnabled(anyPaid);

  const onMove = (index: number, direction: MoveDirection) => {
    const target = movedIndex(index, direction, fields.length);
    if (target === null) return;
    move(index, target);
    setMoved({ id: fields[index]!._id, direction });
  };
  // A question asked only of a removed ticket type would name one the event no longer has.
  const onRemove = (index: number) => {
    const removedId = getValues(`ticketTypes.${index}._id`);
    getValues('questions').forEach((question, questionIndex) => {
      if (question.ticketTypeIds.includes(removedId))
        setValue(
          `questions.${questionIndex}.ticketTypeIds`,
          question.ticketTypeIds.filter((id) => id !== removedId),
        );
    });
    remove(index);
  };
  const listError = firstListError(errors.ticketTypes);

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t(m.intro)}
      </Text>
      {anyPaid && paymentsEnabled === false && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={t(m.paymentsOff)}
        >
          {t(m.paymentsOffHowTo)}
        </Alert>
      )}
      {listError && (
        <Alert color="red" variant="light" role="alert">
          {listError}
        </Alert>
      )}
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(m.none)}
        </Text>
      )}
      {fields.map((field, index) => (
        <OrderedRow
          key={field.id}
          legend={t(m.ticketType, { number: index + 1 })}
          labels={{
            moveUp: t(m.moveUp, { number: index + 1 }),
            moveDown: t(m.moveDown, { number: index + 1 }),
            remove: t(m.remove, { number: index + 1 }),
          }}
          isFirst={index === 0}
          isLast={index === fields.length - 1}
          onMove={(direction) => onMove(index, direction)}
          onRemove={field.sold > 0 ? undefined : () => onRemove(index)}
          focusMove={moved?.id === field._id ? moved : undefined}
        >
          <TicketTypeRow index={index} paymentsOff={paymentsEnabled === false} />
        </OrderedRow>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => append(newTicketType(types.at(-1)?.price.currency))}
        style={{ alignSelf: 'flex-start' }}
      >
        {t(m.add)}
      </Button>
    </Stack>
  );
}

/** A list's own message (the server's 409, duplicate ids), not one of its rows'. */
function firstListError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  if ('root' in error) return firstErrorMessage(error.root);
  return undefined;
}

function TicketTypeRow({ index, paymentsOff }: { index: number; paymentsOff: boolean }) {
  const t = useT();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  const [type, timeZone] = useWatch<EventFormValues, [`ticketTypes.${number}`, 'timeZone']>({
    control,
    name: [`ticketTypes.${index}`, 'timeZone'],
  });
  const rowErrors = errors.ticketTypes?.[index];
  const currency = type.price.currency;
  const minor = toMinorUnits(type.price.amount, currency);
  const currencies: string[] = [...ticketCurrencies];
  if (!currencies.includes(currency)) currencies.push(currency);
  // The price as attendees will see it, once it reads as one.
  const shownPrice = Number.isNaN(minor)
    ? ''
    : minor === 0
      ? t(m.free)
      : formatMinorUnits(minor, currency);
  const salesHint = isTimeZone(timeZone) ? t(m.salesHint, { city: zoneCity(timeZone) }) : '';
  const priceError =
    rowErrors?.price?.amount?.message ??
    rowErrors?.price?.message ??
    (paymentsOff && minor > 0 ? t(m.paymentsOff) : undefined);

  return (
    <>
      <TextInput
        label={t(m.name)}
        withAsterisk
        error={rowErrors?.name?.message}
        {...register(`ticketTypes.${index}.name`)}
      />
      <Textarea
        label={t(m.description)}
        autosize
        minRows={1}
        maxRows={6}
        error={rowErrors?.description?.message}
        {...register(`ticketTypes.${index}.description`)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t(m.price)}
          inputMode="decimal"
          description={t(m.priceHint, { currency })}
          rightSection={
            <Text size="xs" c="dimmed" aria-hidden>
              {currency}
            </Text>
          }
          rightSectionWidth={48}
          error={priceError}
          {...register(`ticketTypes.${index}.price.amount`)}
        />
        <NativeSelect
          label={t(m.currency)}
          data={currencies}
          error={rowErrors?.price?.currency?.message}
          {...register(`ticketTypes.${index}.price.currency`)}
        />
      </SimpleGrid>
      {shownPrice && (
        <Text size="sm" fw={600} data-testid="ticket-price">
          {shownPrice}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t(m.capacity)}
          description={t(m.capacityHint)}
          inputMode="numeric"
          error={rowErrors?.capacity?.message}
          {...register(`ticketTypes.${index}.capacity`)}
        />
        <TextInput
          type="datetime-local"
          label={t(m.salesStart)}
          description={salesHint}
          error={rowErrors?.salesStart?.message}
          {...register(`ticketTypes.${index}.salesStart`)}
        />
        <TextInput
          type="datetime-local"
          label={t(m.salesEnd)}
          description={salesHint}
          error={rowErrors?.salesEnd?.message}
          {...register(`ticketTypes.${index}.salesEnd`)}
        />
      </SimpleGrid>
      <Checkbox
        label={t(m.hidden)}
        description={t(m.hiddenHint)}
        {...register(`ticketTypes.${index}.hidden`)}
      />
      {type.sold > 0 && (
        <Text size="sm" c="dimmed">
          {t(m.sold, { count: type.sold })} · {t(m.soldCannotRemove)}
        </Text>
      )}
    </>
  );
}
