import type { Match, MatchStatus } from '@portal/contract';
import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import { formatMessage } from '../../../i18n/active-language';
import { formatEventStart } from '../../../lib/format-event-dates';
import { adminMessages } from './messages';

// The helpers that return text are called during render, under useT(), so they follow the
// language.

/** A match's start as every happening's, at its event's venue, named: "Sat 6 Jun 2026, 10:00 IST". */
export function formatMatchTime(match: Pick<Match, 'date' | 'timeZone'>): string {
  return formatEventStart(match.date, match.timeZone);
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
