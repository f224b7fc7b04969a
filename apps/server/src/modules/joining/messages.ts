import { defineMessages } from '@portal/contract';

/** Join requests and the roster: answers the contract's alumniMessages do not have. */
export const joiningMessages = defineMessages('server.joining', {
  adminsOrReps: 'Only site admins and batch representatives may answer requests to join.',
  noSuchRequest: 'No such member.',
  alreadyVerified: 'This member is already verified.',
  notPending: 'This member has no request waiting.',
  approved: 'Approved. {name} has been told by email.',
  rejected: 'Not approved. {name} has been told by email.',
  countryUnknown: 'Unknown country: use a two-letter code such as IN or a country’s name',
  fileMissing: 'Choose a CSV file to upload.',
  importRaced:
    'The roster changed while this file was being imported, and nothing from it was saved. Import it again.',
});

/** To someone whose request to join was answered; in their language. */
export const decisionMailMessages = defineMessages('server.joining.decisionMail', {
  approvedSubject: 'Welcome to {siteName}',
  approvedBody:
    'Hello {name},\n\nYour request to join {siteName} has been approved. You can now find your batchmates and the rest of the network:\n\n{link}\n',
  rejectedSubject: 'Your request to join {siteName}',
  rejectedBody:
    'Hello {name},\n\nYour request to join {siteName} was not approved.\n{reason}\nIf you think this is a mistake, contact the association through the site.\n',
  reasonLine: 'The reason given: {reason}\n',
});

/** To someone on the roster who has no account yet: a link that fills in the sign-up form. */
export const rosterInviteMailMessages = defineMessages('server.joining.rosterInviteMail', {
  subject: 'Join your classmates on {siteName}',
  body: 'Hello {name},\n\nYour association has opened {siteName}, its alumni network: find your batchmates, see who lives near you, and offer or find mentoring.\nYou are on its list of alumni. Sign up here: the form is already filled in with your name and contact.\n\n{link}\n\nIf you do not want to join, ignore this email.\n',
});
