import { tournamentMessages } from '@portal/contract';

export const scoreMessages = {
  forbidden: "Only the event's organisers can score this match.",
  notFound: tournamentMessages.matchNotFound,
} as const;
