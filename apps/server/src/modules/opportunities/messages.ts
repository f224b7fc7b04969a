import { defineMessages } from '@portal/contract';

/** To the poster when a site admin answers their post; in their language. */
export const moderationMailMessages = defineMessages('server.opportunities.moderationMail', {
  publishedSubject: 'Your post is live: {title}',
  publishedBody:
    'Hello {name},\n\nYour post "{title}" at {company} is now published on {siteName}. Members can find it under Opportunities until {closes}.\n\n{link}\n',
  rejectedSubject: 'Your post was not published: {title}',
  rejectedBody:
    'Hello {name},\n\nA site admin of {siteName} did not publish your post "{title}" at {company}. If you think this is a mistake, contact the association through the site.\n\n{link}\n',
});

/** The weekly digest of new opportunities matching a member's alert; in their language. */
export const digestMailMessages = defineMessages('server.opportunities.digestMail', {
  subject: '{count, plural, one {# new opportunity} other {# new opportunities}} on {siteName}',
  opening:
    'Hello {name},\n\nThese opportunities were posted on {siteName} since your last alert and match what you asked for:',
  item: '{title} · {company} · {location}',
  itemRemote: '{title} · {company} · {location} (remote possible)',
  closes: 'Open until {date}',
  seeAll: 'See them all and apply: {link}',
  settings: 'Change what you are sent: {link}',
});
