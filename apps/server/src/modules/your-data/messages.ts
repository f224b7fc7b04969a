import { defineMessages } from '@portal/contract';

/** What your-data answers and refuses with (ADR 57). */
export const yourDataMessages = defineMessages('server.yourData', {
  wrongPassword: 'That password is not right. Your account was not deleted.',
  lastAdmin:
    'You are the last site admin. Make another member an admin before deleting this account.',
  deleted:
    'Your account is deleted. We emailed you a link that restores it within 7 days; after that, it is erased for good.',
  memberDeleted:
    'The member’s account is deleted. They were emailed a link that restores it within 7 days.',
  notYourself: 'To delete your own account, use Account Settings.',
  noSuchMember: 'No such member',
  restored: 'Your account is back. Sign in with your mobile and password.',
  badRestoreToken:
    'This restore link is not valid or has expired (accounts can be restored for 7 days).',
  restoreTaken:
    'Your email or mobile now belongs to another account, so this one cannot be restored. Contact the site’s admins.',
  tooManyExports:
    'You asked for your data {count} times in 10 minutes. Try again in {minutes} minutes.',
  mentoringClosed: 'Their account was closed.',
});

/** The archive's README.txt, in the member's language: what each file holds. */
export const exportReadmeMessages = defineMessages('server.yourData.readme', {
  intro:
    'This is what {site} holds about you, {name}, as of {date}. The files are JSON (readable in any text editor) and your photos.',
  profile: 'profile.json: your profile, contact details, career, settings and who may see them.',
  registrations:
    'registrations.json: your event registrations and tickets, with the guests as you entered them.',
  donations: 'donations.json: your donations and their receipts.',
  posts: 'posts.json: the posts you wrote on walls and the feed posts you published.',
  channels: 'channels.json: the channels you belong to, created, or were invited to.',
  mentoring: 'mentoring.json: your mentoring offer and the requests you made or answered.',
  opportunities: 'opportunities.json: the opportunities you posted and your opportunity alert.',
  photos: 'photos/: the photos you uploaded, in the largest size we keep.',
  others: 'Other members’ details are not included, apart from the guests you registered yourself.',
});

/** The email confirming a deletion, with the link that undoes it. */
export const deletionMailMessages = defineMessages('server.yourData.mail', {
  subject: 'Your {site} account is deleted',
  body: 'Hello {name},\n\nYour {site} account was deleted on {date}. You have been signed out everywhere, and your profile is gone from the directory.\n\nChanged your mind? This link restores everything until {until}:\n\n{link}\n\nAfter that, what we held is erased for good. Donation and ticket records stay, without your name, as the law requires.\n',
});
