import type { Match, MatchStatus } from '@portal/contract';
import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import { formatMessage } from '../../../i18n/active-language';
import { formatEventStart } from '../../../lib/format-event-dates';
import { adminMessages } from './messages';

// The helpers that return text are called during render, under useT(), so they follow the
// language.

/** A match's start as every happening's, in the viewer's zone (DESIGN §3): "Sat 6 Jun 2026, 10:00". */
export function formatMatchTime(iso: string): string {
  return formatEventStart(iso);
}

export const statusLabels: Record<MatchStatus, MessageDescriptor> = {
  scheduled: adminMessages.scheduled,
  live: adminMessages.live,
  completed: adminMessages.completed,
  abandoned: adminMessages.abandoned,
};

export const stageLabels: Record<Match['stage'], MessageDescriptor> = {
  league: adminMessages.league,
  playoff: adminMessages.playoff,
};

export const statusColors: Record<MatchStatus, string> = {
  scheduled: 'gray',
  live: 'red',
  completed: 'green',
  abandoned: 'yellow',
};

/** "Riverside Aces v Hilltop Blazers". */
export function matchTitle(match: Pick<Match, 'team1Name' | 'team2Name'>): string {
  return formatMessage(adminMessages.matchTitle, {
    team1: match.team1Name,
    team2: match.team2Name,
  });
}

/** The viewer's offset as people write it, e.g. "UTC+05:30". */
export function viewerOffsetLabel(date = new Date()): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '−' : '+';
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  return `UTC${sign}${hours}:${String(absolute % 60).padStart(2, '0')}`;
}
