import { formatMessage } from '../../../i18n/active-language';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { wallMessages } from './wall-messages';

/** Older than this, a post shows its date instead of "3 days ago". */
const relativeLimit = 7 * 86_400_000;
/** Younger than this, a post was written "just now" (no "12 seconds ago" ticking by). */
const justNowLimit = 60_000;

/**
 * When a post was written, in the viewer's zone (DESIGN §3) and language: "just now",
 * "5 minutes ago", "yesterday" within a week, then a date such as "5 Mar 2026, 14:07". Called
 * while rendering, so the text follows the language on screen.
 */
export function formatPostTime(iso: string, now: Date = new Date()): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  const age = now.getTime() - time.getTime();
  if (age >= 0 && age < relativeLimit) {
    if (age < justNowLimit) return formatMessage(wallMessages.justNow);
    return formatRelativeTime(time, now);
  }
  return formatPostDate(iso);
}

/** The full date and time, for the tooltip and for older posts. */
export function formatPostDate(iso: string): string {
  return formatDateTime(iso);
}
