import type { Match, MatchStatus } from '@portal/contract';
import dayjs from 'dayjs';

/** A match's start in the viewer's own zone (DESIGN §3), e.g. "Sat 6 Jun 2026, 10:00". */
export function formatMatchTime(iso: string): string {
  return dayjs(iso).format('ddd D MMM YYYY, HH:mm');
}

export const statusLabels: Record<MatchStatus, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  completed: 'Completed',
  abandoned: 'Abandoned',
};

export const statusColors: Record<MatchStatus, string> = {
  scheduled: 'gray',
  live: 'red',
  completed: 'green',
  abandoned: 'yellow',
};

/** "Riverside Aces v Hilltop Blazers". */
export function matchTitle(match: Pick<Match, 'team1Name' | 'team2Name'>): string {
  return `${match.team1Name} v ${match.team2Name}`;
}

/** The viewer's offset as people write it, e.g. "UTC+05:30". */
export function viewerOffsetLabel(date = new Date()): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '−' : '+';
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  return `UTC${sign}${hours}:${String(absolute % 60).padStart(2, '0')}`;
}
