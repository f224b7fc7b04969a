// The contract's English texts (validation messages, the spec's fixed answers) by id. A client or
// the server translates one it received as English by looking it up here, then in a catalogue:
// id `contract.<group>.<key>`. Not in the index: only code translating texts needs it, and an
// English visitor's first visit loads none of it.
import { messages as authMessages } from '../auth';
import { channelMessages } from '../channels';
import { donationMessages } from '../donations';
import { eventMessages } from '../event-messages';
import { feedPostMessages } from '../feed-post-messages';
import { fieldMessages } from '../field-messages';
import { memberMessages } from '../members';
import { personNameMessages } from '../people';
import { phoneMessages } from '../phone';
import { postMessages } from '../post-messages';
import { registrationMessages } from '../registrations';
import { urlMessages } from '../safe-url';
import { contactMessages } from '../support';
import { tournamentMessages } from '../tournament-messages';

const groups: Record<string, unknown> = {
  auth: authMessages,
  channels: channelMessages,
  donations: donationMessages,
  events: eventMessages,
  feedPosts: feedPostMessages,
  fields: fieldMessages,
  members: memberMessages,
  personName: personNameMessages,
  phone: phoneMessages,
  posts: postMessages,
  registrations: registrationMessages,
  urls: urlMessages,
  contact: contactMessages,
  tournament: tournamentMessages,
};

/** Every contract text with its id; nested groups give dotted ids. */
export function contractTexts(): Map<string, string> {
  const byId = new Map<string, string>();
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') byId.set(prefix, value);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(`${prefix}.${key}`, inner);
  };
  for (const [group, texts] of Object.entries(groups)) walk(`contract.${group}`, texts);
  return byId;
}

/**
 * English text → its translation in `catalogue`, for every contract text the catalogue has.
 * Two ids may share one English text; either translation serves.
 */
export function translatedTexts(catalogue: Readonly<Record<string, unknown>>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [id, english] of contractTexts()) {
    const translated = catalogue[id];
    if (typeof translated === 'string' && !out.has(english)) out.set(english, translated);
  }
  return out;
}
