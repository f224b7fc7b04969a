import { defineMessages } from '@portal/contract/i18n/define-messages';

/** A member's details as labelled wherever they are entered or shown (add, edit, profile). */
export const memberFieldMessages = defineMessages('members.fields', {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  role: 'Role',
  bio: 'Bio',
  imageUrl: 'Image URL',
  address: 'Address',
  city: 'City',
  state: 'State',
  country: 'Country',
  business: 'Business',
  businessName: 'Business name',
  businessEmail: 'Business email',
  businessAddress: 'Business address',
  businessRole: 'Business role',
  admin: 'Admin',
  member: 'Member',
});

export const addMemberMessages = defineMessages('members.add', {
  addMember: 'Add member',
  personal: 'Personal',
  address: 'Address',
  business: 'Business',
  submitting: 'Submitting...',
  invited:
    'We emailed {email} an invitation to set a password; the link works for 7 days. They can sign in once they have chosen one.',
  emailHint: 'The invitation to set a password goes here',
  phoneHint: 'They sign in with it.',
  roleHint: 'Admins manage the whole portal',
  imageUrlHint: 'Optional; an address starting with https://',
  businessRoleHint: 'e.g. Owner, Director',
});

export const editMemberMessages = defineMessages('members.edit', {
  title: 'Edit {name}',
  editMember: 'Edit member',
  close: 'Close',
  cancel: 'Cancel',
  save: 'Save',
});

/** Issue 38: turning off a member's two-step sign-in, in their edit panel (site admins). */
export const twoFactorResetMessages = defineMessages('members.twoFactorReset', {
  heading: 'Two-step sign-in is on',
  hint: 'If {name} lost their phone and their recovery codes, turn it off: they are signed out everywhere, emailed, and sign in with their password alone until they set it up again.',
  turnOff: 'Turn off two-step sign-in',
  sure: 'Turn it off for {name}? This goes in the audit trail.',
  confirm: 'Turn it off',
  keep: 'Keep it on',
  failed: 'Could not turn off two-step sign-in.',
});

export const memberCardMessages = defineMessages('members.card', {
  phone: 'Phone:',
  view: 'View',
  edit: 'Edit',
  delete: 'Delete',
  viewMember: 'View {name}',
  editMember: 'Edit {name}',
  deleteMember: 'Delete {name}',
});

export const memberProfileMessages = defineMessages('members.profile', {
  picture: '{name}’s picture',
  invitationPending: 'Invitation pending',
  memberSince: 'Member since {date}',
  contact: 'Contact',
  contactPrivate: 'Contact details are private',
  private: 'Private',
});

export const memberListMessages = defineMessages('members.list', {
  loadingCount: 'Loading the member count',
  countFailed: 'The member count could not be loaded.',
  total: 'Total members: {total}',
  searchEmpty: 'Try another name, business or city.',
  empty: 'Members appear here once they join.',
});

export const unreadablePhoneMessages = defineMessages('members.unreadablePhones', {
  title: '{count, plural, one {# phone number to check} other {# phone numbers to check}}',
  explanation:
    "These were saved before numbers of every country were accepted and could not be read. They are kept exactly as they were; correct a member's with Edit.",
  member: 'Member',
  registration: 'Registration',
  guest: 'Guest',
});
