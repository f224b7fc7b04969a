import { defineMessages } from '@portal/contract/i18n/define-messages';

export const joinRequestMessages = defineMessages('admin.joinRequests', {
  heading: 'Join requests',
  pageTitle: 'Join requests · {site}',
  intro: 'People who signed up and wait to be let in. Each one is emailed your answer.',
  loading: 'Loading join requests',
  loadFailed: 'Could not load the join requests',
  notAllowed: 'Only site admins and batch representatives see join requests.',
  noneTitle: 'Nobody is waiting',
  noneHint: 'New sign-ups that need approval appear here.',
  claimedBatch: 'Batch {batch}',
  noBatch: 'No batch given',
  rosterBatch: 'Roster says {batch}',
  matchEmail: 'On the roster (email)',
  matchMobile: 'On the roster (mobile)',
  matchNone: 'Not on the roster',
  requested: 'Asked {date}',
  approve: 'Approve',
  approveName: 'Approve {name}',
  reject: 'Reject',
  rejectName: 'Reject {name}',
  rejectTitle: 'Reject {name}?',
  reason: 'Reason (optional)',
  reasonHint: 'Sent to them in the email.',
  confirmReject: 'Reject',
  cancel: 'Cancel',
  approved: '{name} is now a member.',
  rejected: '{name} was not approved.',
  failed: 'Could not save the decision.',
});

export const rosterMessages = defineMessages('admin.roster', {
  heading: 'Alumni roster',
  pageTitle: 'Alumni roster · {site}',
  intro:
    'Upload the association’s list of alumni as a CSV file. People on it are verified when they sign up with the same email or mobile.',
  file: 'Roster file (CSV)',
  clearFile: 'Remove the chosen file',
  fileHint: 'Columns by header: name, email, mobile, batch, course, city, country. Up to {max} MB.',
  preview: 'First rows of the file',
  previewCaption: 'The first {count, plural, one {# row} other {# rows}} as read in your browser',
  ignored: 'ignored',
  row: 'Row',
  readFailed: 'Could not read this file.',
  check: 'Check file',
  import: 'Import',
  checked:
    'Checked {rows, plural, one {# row} other {# rows}}: {valid, plural, one {# can be imported} other {# can be imported}}.',
  importedTitle: 'Import finished',
  imported:
    '{imported, plural, one {# new person} other {# new people}}, {updated, plural, one {# updated} other {# updated}}, of {rows, plural, one {# row} other {# rows}}.',
  nothingWritten: 'Nothing was written: this was a check.',
  errorsHeading: '{count, plural, one {# row has a problem} other {# rows have problems}}',
  errorsHint: 'These rows are not imported. Correct them in the sheet and upload it again.',
  field: 'Column',
  problem: 'Problem',
  duplicatesHeading:
    '{count, plural, one {# row is already on the roster} other {# rows are already on the roster}}',
  matches: 'Matches',
  failed: 'The file was not imported.',
  invitesHeading: 'Invitations',
  invitesIntro:
    'Email everyone on the roster who has no account yet, with a sign-up link that fills in their name and contact. Nobody is invited more than once a week.',
  inviteBatch: 'Only batch (optional)',
  send: 'Send invitations',
  queued:
    '{count, plural, =0 {Nobody to invite: everyone has an account or was invited this week.} one {# invitation queued.} other {# invitations queued.}}',
  sendFailed: 'Could not send the invitations.',
});

export const batchRepsMessages = defineMessages('admin.batchReps', {
  heading: 'Batch representatives',
  pageTitle: 'Batch representatives · {site}',
  intro:
    'Representatives approve join requests for their own batch. Choose a batch, then its representatives.',
  batch: 'Batch',
  chooseBatch: 'Choose a batch',
  batchesFailed: 'Could not load the batches',
  batchFailed: 'Could not load the batch',
  members: 'Representatives',
  search: 'Find members of this batch',
  searchHint: 'Type a name to find more members',
  none: 'No representatives yet.',
  save: 'Save representatives',
  saved: 'Representatives of batch {batch} saved.',
  failed: 'Could not save the representatives.',
  loading: 'Loading the batch',
});
