import { defineMessages } from '@portal/contract';

/** The audit CSV's column names (the reader's language; the action names stay as they are). */
export const auditCsvMessages = defineMessages('server.audit.csv', {
  at: 'Time (UTC)',
  actor: 'Who',
  actorId: 'Account ID',
  action: 'Action',
  targetKind: 'Kind',
  targetId: 'Target ID',
  target: 'Target',
  detail: 'Details',
});
