import type { JobQueueName } from '@portal/contract';

export interface QueuePolicy {
  /** Tries after the first before a job is kept as failed. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each later one when `backoff`. */
  retryDelaySeconds: number;
  backoff: boolean;
  /** Cron (UTC) for work that runs on a schedule: one job per tick across every process. */
  schedule?: string;
  /** Jobs one process claims and runs at once from this queue. */
  batch: number;
}

/**
 * Every kind of later work and how hard it is tried. Retries are for what can heal (SMTP or the
 * database away for a while); a job that still fails is kept as failed with its error, for an
 * admin to read and retry (Admin → Background work), never retried for ever.
 */
export const queuePolicies: Record<JobQueueName, QueuePolicy> = {
  // 30 s, 1 min, 2 min … about 34 hours of tries in all: an SMTP outage over a weekend heals.
  'send-mail': { retryLimit: 12, retryDelaySeconds: 30, backoff: true, batch: 10 },
  'password-reset': { retryLimit: 5, retryDelaySeconds: 5, backoff: true, batch: 10 },
  'sign-in-warning': { retryLimit: 5, retryDelaySeconds: 5, backoff: true, batch: 10 },
  'security-notice': { retryLimit: 5, retryDelaySeconds: 5, backoff: true, batch: 10 },
  'channel-invitation': { retryLimit: 5, retryDelaySeconds: 5, backoff: true, batch: 5 },
  // One email each; a roster of thousands drains in batches beside the other work.
  'roster-invitation': { retryLimit: 5, retryDelaySeconds: 5, backoff: true, batch: 20 },
  // Sweeps: each run handles everything due, so the next tick is the real retry.
  'event-reminders': {
    retryLimit: 2,
    retryDelaySeconds: 30,
    backoff: false,
    batch: 1,
    schedule: '*/5 * * * *',
  },
  'ticket-holds': {
    retryLimit: 2,
    retryDelaySeconds: 10,
    backoff: false,
    batch: 1,
    schedule: '* * * * *',
  },
  'media-cleanup': {
    retryLimit: 2,
    retryDelaySeconds: 60,
    backoff: false,
    batch: 1,
    schedule: '41 * * * *',
  },
  // Posts past their closing date leave the list by themselves (it filters by time); this marks them.
  'opportunity-expiry': {
    retryLimit: 2,
    retryDelaySeconds: 60,
    backoff: false,
    batch: 1,
    schedule: '23 * * * *',
  },
  // Monday 06:00 UTC (11:30 in India): each member's weekly opportunity alert, once.
  'opportunity-digest': {
    retryLimit: 3,
    retryDelaySeconds: 300,
    backoff: true,
    batch: 1,
    schedule: '0 6 * * 1',
  },
  // Mentoring requests: reminders after 3 and 10 days, expiry at 14 (modules/mentoring/sweep.ts).
  'mentoring-sweep': {
    retryLimit: 2,
    retryDelaySeconds: 30,
    backoff: false,
    batch: 1,
    schedule: '*/10 * * * *',
  },
  // Deleted accounts past their 7 days to restore are erased for good (ADR 57).
  'account-erasure': {
    retryLimit: 2,
    retryDelaySeconds: 60,
    backoff: false,
    batch: 1,
    schedule: '29 * * * *',
  },
  // Web push (ADR 60): 30 s, 1 min, 2 min … about 8 hours of tries for a push service that is down.
  'push-delivery': { retryLimit: 10, retryDelaySeconds: 30, backoff: true, batch: 20 },
  // A match's followers told in batches (ADR 60); a retry skips those already told.
  'match-followers': { retryLimit: 5, retryDelaySeconds: 10, backoff: true, batch: 2 },
  housekeeping: {
    retryLimit: 2,
    retryDelaySeconds: 60,
    backoff: false,
    batch: 1,
    schedule: '17 * * * *',
  },
};

/** pg-boss's queue options for a policy. */
export function bossQueueOptions(policy: QueuePolicy, expireInSeconds: number) {
  return {
    policy: 'standard' as const,
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: policy.backoff,
    expireInSeconds,
  };
}
