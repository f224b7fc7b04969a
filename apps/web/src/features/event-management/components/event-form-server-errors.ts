import type { Path, UseFormSetError } from 'react-hook-form';
import { formatMessage } from '../../../i18n/active-language';
import { ApiError } from '../../../lib/api-client';
import { eventFormMessages } from './event-form-messages';
import type { EventFormValues } from './event-form-values';
import { ticketingErrorPath } from './ticketing-form-errors';

const topLevelFields = [
  'title',
  'description',
  'date',
  'endDate',
  'timeZone',
  'online',
  'location',
  'address',
  'latitude',
  'longitude',
  'imageUrl',
  'images',
  'tags',
  'capacity',
  'status',
  'channelId',
  'sponsors',
  'organisers',
] as const satisfies readonly Path<EventFormValues>[];

const sponsorKeys = ['name', 'person', 'website', 'logoUrl'] as const;
const organiserKeys = ['name', 'batch', 'imageUrl'] as const;

/** Every box a server message may name, for the rows the form has now. */
function formPaths(values: EventFormValues): Path<EventFormValues>[] {
  return [
    ...topLevelFields,
    ...values.sponsors.flatMap((_, index) =>
      sponsorKeys.map((key) => `sponsors.${index}.${key}` as const),
    ),
    ...values.organisers.flatMap((_, index) =>
      organiserKeys.map((key) => `organisers.${index}.${key}` as const),
    ),
  ];
}

/**
 * Puts the server's per-field messages ('title', 'sponsors.0.website', 'images.2') under the
 * boxes; gallery lines share one box, tags one input. Returns true when any was placed.
 */
export function applyEventFieldErrors(
  error: unknown,
  setError: UseFormSetError<EventFormValues>,
  values: EventFormValues,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const paths = formPaths(values);
  const placed = new Set<string>();
  for (const [key, message] of Object.entries(error.fields)) {
    const [head, index] = key.split('.');
    const inList = (head === 'images' || head === 'tags') && index !== undefined;
    // The lists' paths are made from the key itself (the schema's own names, one 'root' each).
    const field =
      paths.find((path) => path === (inList ? head : key)) ??
      (ticketingErrorPath(key, values) as Path<EventFormValues> | undefined);
    if (!field || placed.has(field)) continue;
    // The server's messages arrive in the reader's language; only the line number is ours.
    const text =
      inList && head === 'images'
        ? formatMessage(eventFormMessages.galleryLine, { line: Number(index) + 1, message })
        : message;
    setError(field, { type: 'server', message: text }, { shouldFocus: placed.size === 0 });
    placed.add(field);
  }
  return placed.size > 0;
}
